package dev.tablewright.ui.inspector;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Keeping;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.KeptEntityEdits;
import dev.tablewright.model.edit.SettingsEdits;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * "Kept by the stream" of the entity inspector: whether the table's stream keeps the entity, from
 * which source and how (an aggregate's group parts and measures, or index items). The section holds
 * no copy of the keeping: every pick is one {@link KeptEntityEdits#keep} of the keeping shown with
 * that pick made (an undo step that computes the kept items again), and the model shown afterwards
 * is what the section shows. A pick equal to what is shown changes nothing, so a control set from the
 * model does not edit it back.
 */
public final class KeptSection {
    /** The two ways a stream keeps an entity. */
    public enum Kind {
        AGGREGATE("Aggregate"), INDEX_ITEMS("Index items");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** Any entry (empty), then each attribute type: the index items' entry type choices. */
    public static final List<Optional<AttributeType>> ENTRY_TYPES = KeptChoices.entryTypes();

    private final DocumentEditor editor;
    private String table = "";
    private String entity = "";
    private KeptEntity shown;
    private final ReadOnlyBooleanWrapper kept = new ReadOnlyBooleanWrapper(this, "kept");
    private final ReadOnlyStringWrapper source = new ReadOnlyStringWrapper(this, "source", "");
    private final ReadOnlyObjectWrapper<Kind> kind = new ReadOnlyObjectWrapper<>(this, "kind", Kind.AGGREGATE);
    private final ReadOnlyStringWrapper streamNotice = new ReadOnlyStringWrapper(this, "streamNotice", "");
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper(this, "refusal", "");
    private final ObservableList<String> sources = FXCollections.observableArrayList();
    private final ObservableList<String> sourcesView = FXCollections.unmodifiableObservableList(sources);
    private final ObservableList<String> sourceAttributes = FXCollections.observableArrayList();
    private final ObservableList<String> sourceAttributesView = FXCollections.unmodifiableObservableList(sourceAttributes);
    private final ObservableList<String> mapAttributes = FXCollections.observableArrayList();
    private final ObservableList<String> mapAttributesView = FXCollections.unmodifiableObservableList(mapAttributes);
    private final ObservableList<GroupPart> groupParts = FXCollections.observableArrayList();
    private final ObservableList<GroupPart> groupPartsView = FXCollections.unmodifiableObservableList(groupParts);
    private final ObservableList<Measure> measures = FXCollections.observableArrayList();
    private final ObservableList<Measure> measuresView = FXCollections.unmodifiableObservableList(measures);
    private final ReadOnlyStringWrapper each = new ReadOnlyStringWrapper(this, "each", "");
    private final ReadOnlyObjectWrapper<Optional<AttributeType>> entryType = new ReadOnlyObjectWrapper<>(this,
            "entryType", Optional.empty());
    private final ObservableList<String> copied = FXCollections.observableArrayList();
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObservableList<String> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final LatestWins<List<String>> checking;
    private final ObservableList<String> copiedView = FXCollections.unmodifiableObservableList(copied);

    KeptSection(DocumentEditor editor, TaskRunner tasks) {
        this.editor = editor;
        this.checking = new LatestWins<>(tasks);
    }

    /** Shows (or, after an edit, refreshes) how entity {@code e} of table {@code t} is kept. */
    void show(TableDesign t, Entity e) {
        if (!t.name().equals(table) || !e.name().equals(entity)) {
            refusal.set("");
        }
        table = t.name();
        entity = e.name();
        shown = t.keptEntity(entity).orElse(null);
        setAll(sources, t.entities().stream().map(Entity::name).filter(n -> !n.equals(entity)).toList());
        streamNotice.set(KeptChoices.streamNotice(t));
        kept.set(shown != null);
        source.set(shown == null ? "" : shown.source());
        Entity from = shown == null ? null : t.entity(shown.source()).orElse(null);
        setAll(sourceAttributes, from == null ? List.of() : KeptChoices.sourceAttributes(from));
        setAll(mapAttributes, from == null ? List.of() : from.attributes().stream()
                .filter(a -> a.type() == AttributeType.M).map(AttributeDef::name).toList());
        Keeping keeping = shown == null ? null : shown.keeping();
        kind.set(keeping instanceof IndexItems ? Kind.INDEX_ITEMS : Kind.AGGREGATE);
        Aggregate a = keeping instanceof Aggregate x ? x : new Aggregate(List.of(), List.of());
        setAll(groupParts, a.groupBy());
        setAll(measures, a.measures());
        IndexItems i = keeping instanceof IndexItems x ? x : new IndexItems("", List.of());
        each.set(i.each());
        entryType.set(i.entryType());
        setAll(copied, i.copied());
        recheck();
    }

    /** The rules over the model shown, off the FX thread; their answer is dropped when the model moved on. */
    private void recheck() {
        DataModel m = editor.model();
        if (shown == null || m == null) {
            checking.cancel();
            problems.clear();
            return;
        }
        String t = table;
        String e = entity;
        checking.submit("Checking how " + e + " is kept", progress -> KeptProblems.of(m, t, e),
                outcome -> outcome.dispatch(lines -> {
                    if (m == editor.model()) {
                        setAll(problems, lines);
                    }
                }, failure -> problems.setAll("Could not check how " + e + " is kept: " + failure.getMessage()),
                        () -> { }));
    }

    private static <T> void setAll(ObservableList<T> list, List<T> values) {
        if (!list.equals(values)) {
            list.setAll(values);
        }
    }

    /** Turns keeping on (from the first other entity, an aggregate to be filled in) or off (its items stay). */
    public Optional<String> setKept(boolean on) {
        if (on == kept.get()) {
            return Optional.empty();
        }
        if (!on) {
            return apply(KeptEntityEdits.stopKeeping(table, entity));
        }
        if (sources.isEmpty()) {
            return refuse("The table has no other entity to keep " + entity + " from: add the source entity first.");
        }
        return apply(KeptEntityEdits.keep(table, new KeptEntity(entity, sources.get(0), new Aggregate(List.of(), List.of()))));
    }

    /** Keeps the entity from another source, the same way (its parts and measures may then name nothing). */
    public Optional<String> chooseSource(String name) {
        if (shown == null || name == null || name.equals(shown.source())) {
            return Optional.empty();
        }
        return apply(KeptEntityEdits.keep(table, shown.withSource(name)));
    }

    /** Switches between an aggregate and index items, starting the new kind empty. */
    public Optional<String> chooseKind(Kind k) {
        if (shown == null || k == null || k == kind.get()) {
            return Optional.empty();
        }
        Keeping fresh = k == Kind.AGGREGATE ? new Aggregate(List.of(), List.of()) : new IndexItems("", List.of());
        return keep(fresh);
    }

    /** Adds a group part by the source's first attribute not grouped by yet, whole. */
    public Optional<String> addGroupPart() {
        Set<String> used = new LinkedHashSet<>();
        groupParts.forEach(p -> used.add(p.name()));
        String attribute = sourceAttributes.stream().filter(n -> !used.contains(n)).findFirst().orElse("part");
        String name = KeptChoices.fresh(attribute, used);
        return changeAggregate(parts -> KeptChoices.append(parts, new GroupPart(name, attribute, PartOf.VALUE)), null);
    }

    public Optional<String> removeGroupPart(int index) {
        return changeAggregate(parts -> KeptChoices.without(parts, index), null);
    }

    /** Replaces group part {@code index} with {@code part} (its name, attribute or part of the value). */
    public Optional<String> changeGroupPart(int index, GroupPart part) {
        if (index >= groupParts.size() || groupParts.get(index).equals(part)) {
            return Optional.empty();
        }
        return changeAggregate(parts -> KeptChoices.replaced(parts, index, part), null);
    }

    /** Adds a COUNT measure ("count", "count2"… a name not taken). */
    public Optional<String> addMeasure() {
        Set<String> used = new LinkedHashSet<>();
        measures.forEach(m -> used.add(m.attribute()));
        groupParts.forEach(p -> used.add(p.name()));
        return changeAggregate(null, list -> KeptChoices.append(list, new Measure(KeptChoices.fresh("count", used), MeasureKind.COUNT, "")));
    }

    public Optional<String> removeMeasure(int index) {
        return changeAggregate(null, list -> KeptChoices.without(list, index));
    }

    /** Replaces measure {@code index} with {@code measure} (its attribute, kind or source attribute). */
    public Optional<String> changeMeasure(int index, Measure measure) {
        if (index >= measures.size() || measures.get(index).equals(measure)) {
            return Optional.empty();
        }
        return changeAggregate(null, list -> KeptChoices.replaced(list, index, measure));
    }

    /** One index item per entry of map attribute {@code name}; empty: one per source item. */
    public Optional<String> setEach(String name) {
        String e = name == null ? "" : name;
        return e.equals(each.get()) ? Optional.empty()
                : changeIndexItems(i -> new IndexItems(e, i.entryType(), i.copied()));
    }

    /** Only entries whose value is of {@code type}; empty: every entry. */
    public Optional<String> setEntryType(Optional<AttributeType> type) {
        Optional<AttributeType> t = type == null ? Optional.empty() : type;
        return t.equals(entryType.get()) ? Optional.empty()
                : changeIndexItems(i -> new IndexItems(i.each(), t, i.copied()));
    }

    /** Copies source attribute {@code name} onto each index item, or stops copying it. */
    public Optional<String> setCopied(String name, boolean on) {
        if (on == copied.contains(name)) {
            return Optional.empty();
        }
        return changeIndexItems(i -> new IndexItems(i.each(), i.entryType(),
                on ? KeptChoices.append(i.copied(), name) : i.copied().stream().filter(c -> !c.equals(name)).toList()));
    }

    /** Turns the table's stream on with new and old images, what a kept entity needs. */
    public Optional<String> turnStreamOn() {
        return apply(SettingsEdits.setStream(table, Optional.of(StreamView.NEW_AND_OLD_IMAGES)));
    }

    private Optional<String> changeAggregate(UnaryOperator<List<GroupPart>> parts, UnaryOperator<List<Measure>> ms) {
        if (shown == null || !(shown.keeping() instanceof Aggregate a)) {
            return Optional.empty();
        }
        return keep(new Aggregate(parts == null ? a.groupBy() : parts.apply(a.groupBy()),
                ms == null ? a.measures() : ms.apply(a.measures())));
    }

    private Optional<String> changeIndexItems(UnaryOperator<IndexItems> change) {
        if (shown == null || !(shown.keeping() instanceof IndexItems i)) {
            return Optional.empty();
        }
        return keep(change.apply(i));
    }

    private Optional<String> keep(Keeping keeping) {
        return apply(KeptEntityEdits.keep(table, new KeptEntity(entity, shown.source(), keeping)));
    }

    private Optional<String> apply(Edit edit) {
        Optional<String> why = editor.apply(edit);
        refusal.set(why.orElse(""));
        return why;
    }

    private Optional<String> refuse(String why) {
        refusal.set(why);
        return Optional.of(why);
    }

    /** Whether the stream keeps this entity. */
    public ReadOnlyBooleanProperty keptProperty() {
        return kept.getReadOnlyProperty();
    }

    /** The source entity; empty when not kept. */
    public ReadOnlyStringProperty sourceProperty() {
        return source.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Kind> kindProperty() {
        return kind.getReadOnlyProperty();
    }

    /** Why the table's stream keeps nothing yet ("The table's stream is off…"); empty when it can. */
    public ReadOnlyStringProperty streamNoticeProperty() {
        return streamNotice.getReadOnlyProperty();
    }

    /** Why the last change was refused; empty when it was not. */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }

    /** The table's other entities: the sources to choose from. */
    public ObservableList<String> sources() {
        return sourcesView;
    }

    /** The source's attributes and key template parts: what group parts, measures and copies name. */
    public ObservableList<String> sourceAttributes() {
        return sourceAttributesView;
    }

    /** The source's map attributes, whose entries index items may be kept per. */
    public ObservableList<String> mapAttributes() {
        return mapAttributesView;
    }

    public ObservableList<GroupPart> groupParts() {
        return groupPartsView;
    }

    public ObservableList<Measure> measures() {
        return measuresView;
    }

    /** The map attribute index items are kept per entry of; empty: one per source item. */
    public ReadOnlyStringProperty eachProperty() {
        return each.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Optional<AttributeType>> entryTypeProperty() {
        return entryType.getReadOnlyProperty();
    }

    /** What the rules find wrong with how the entity is kept, one line each, worst first. */
    public ObservableList<String> problems() {
        return problemsView;
    }

    /** The source attributes copied onto each index item. */
    public ObservableList<String> copied() {
        return copiedView;
    }
}
