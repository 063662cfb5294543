package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.SettingsEdits;
import dev.tablewright.model.settings.StreamView;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Streams and time to live: the stream's view type (or no stream), and the attribute whose epoch
 * seconds say when an item expires, picked from the table's attributes or typed (empty: no TTL).
 */
public final class StreamsTtlSection extends SettingsSection {
    /** No stream, then each view type. */
    public static final List<Optional<StreamView>> STREAM_CHOICES = streamChoices();

    private final ObjectProperty<Optional<StreamView>> stream = new SimpleObjectProperty<>(this, "stream",
            Optional.empty());
    private final CommitField ttlAttribute = new CommitField(text -> commit(() -> SettingsEdits.setTtlAttribute(table(),
            Optional.of(text.strip()))));
    private final ObservableList<String> ttlChoices = FXCollections.observableArrayList();
    private final ObservableList<String> ttlChoicesView = FXCollections.unmodifiableObservableList(ttlChoices);

    StreamsTtlSection(DocumentEditor editor) {
        super(editor);
        stream.addListener((o, a, b) -> choose(() -> SettingsEdits.setStream(table(), b == null ? Optional.empty() : b)));
    }

    private static List<Optional<StreamView>> streamChoices() {
        List<Optional<StreamView>> choices = new ArrayList<>();
        choices.add(Optional.empty());
        for (StreamView v : StreamView.values()) {
            choices.add(Optional.of(v));
        }
        return List.copyOf(choices);
    }

    @Override
    protected void refresh(TableDesign t) {
        stream.set(t.settings().stream());
        // The choices first: a list control whose pick is not among its items drops the pick.
        List<String> choices = ttlCandidates(t);
        if (!choices.equals(ttlChoices)) {
            ttlChoices.setAll(choices);
        }
        ttlAttribute.reset(t.settings().ttlAttribute().orElse(""));
    }

    /**
     * The attributes TTL may use: the table's non-key attributes (declared and of its entities), numbers
     * first (DynamoDB ignores an item whose TTL value is not a number), each once; the one in use stays.
     */
    static List<String> ttlCandidates(TableDesign t) {
        Map<String, AttributeType> types = new LinkedHashMap<>();
        t.attributes().forEach(a -> types.putIfAbsent(a.name(), a.type()));
        for (Entity e : t.entities()) {
            for (AttributeDef a : e.attributes()) {
                types.putIfAbsent(a.name(), a.type());
            }
        }
        t.keySchema().names().forEach(types::remove); // an index key may be a TTL attribute; a table key not
        t.settings().ttlAttribute().ifPresent(a -> types.putIfAbsent(a, AttributeType.N));
        return types.keySet().stream()
                .sorted(Comparator.comparing((String n) -> types.get(n) != AttributeType.N)
                        .thenComparing(String.CASE_INSENSITIVE_ORDER))
                .toList();
    }

    @Override
    protected List<CommitField> fields() {
        return List.of(ttlAttribute);
    }

    /** The stream's view type, empty for no stream; picking one commits it. */
    public ObjectProperty<Optional<StreamView>> streamProperty() {
        return stream;
    }

    /** The TTL attribute; empty turns time to live off. */
    public CommitField ttlAttribute() {
        return ttlAttribute;
    }

    /** The attributes offered for TTL (any other name may be typed). */
    public ObservableList<String> ttlChoices() {
        return ttlChoicesView;
    }
}
