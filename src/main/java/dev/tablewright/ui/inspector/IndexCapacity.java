package dev.tablewright.ui.inspector;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.ThroughputEdits;
import dev.tablewright.model.settings.IndexSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * The open GSI's own capacity in the index editor: its provisioned read and write units (empty takes
 * the table's), its {@link ThroughputFields} and contributor insights. An LSI has none of its own: it
 * shares the table's.
 */
public final class IndexCapacity extends SettingsSection {
    private String index = "";
    private final ReadOnlyBooleanWrapper global = new ReadOnlyBooleanWrapper(this, "global", false);
    private final ReadOnlyBooleanWrapper provisioned = new ReadOnlyBooleanWrapper(this, "provisioned", false);
    private final CommitField readUnits = new CommitField(text -> commit(() -> ThroughputEdits.setIndexUnits(table(),
            index, SettingInput.optionalWhole(text, "Read units"), settings().writeUnits())));
    private final CommitField writeUnits = new CommitField(text -> commit(() -> ThroughputEdits.setIndexUnits(table(),
            index, settings().readUnits(), SettingInput.optionalWhole(text, "Write units"))));
    private final BooleanProperty contributorInsights = new SimpleBooleanProperty(this, "contributorInsights", false);
    private final ThroughputFields throughput;

    IndexCapacity(DocumentEditor editor) {
        super(editor);
        throughput = new ThroughputFields(editor);
        contributorInsights.addListener((o, a, b) -> choose(
                () -> ThroughputEdits.setIndexContributorInsights(table(), index, b)));
    }

    /** Shows index {@code name} of {@code t}; an LSI shows nothing. */
    void show(TableDesign t, String name) {
        index = name;
        show(t);
    }

    @Override
    protected void refresh(TableDesign t) {
        Optional<GlobalSecondaryIndex> gsi = gsi(t);
        global.set(gsi.isPresent());
        provisioned.set(t.billing().mode() == BillingMode.PROVISIONED);
        IndexSettings s = gsi.map(GlobalSecondaryIndex::settings).orElse(IndexSettings.DEFAULT);
        readUnits.reset(SettingInput.show(s.readUnits()));
        writeUnits.reset(SettingInput.show(s.writeUnits()));
        contributorInsights.set(s.contributorInsights());
        throughput.show(t, gsi.isPresent() ? index : null);
    }

    private Optional<GlobalSecondaryIndex> gsi(TableDesign t) {
        return t.globalIndexes().stream().filter(g -> g.name().equals(index)).findFirst();
    }

    private IndexSettings settings() {
        return current().flatMap(this::gsi).map(GlobalSecondaryIndex::settings).orElse(IndexSettings.DEFAULT);
    }

    @Override
    protected List<CommitField> fields() {
        if (!global.get()) {
            return List.of();
        }
        List<CommitField> all = new ArrayList<>(List.of(readUnits, writeUnits));
        all.addAll(throughput.fields());
        return all;
    }

    /** True for a GSI: only a GSI has capacity of its own. */
    public ReadOnlyBooleanProperty globalProperty() {
        return global.getReadOnlyProperty();
    }

    /** True when the table is provisioned: units and auto scaling apply, else the on-demand maximum. */
    public ReadOnlyBooleanProperty provisionedProperty() {
        return provisioned.getReadOnlyProperty();
    }

    /** The GSI's own read units; empty takes the table's. */
    public CommitField readUnits() {
        return readUnits;
    }

    public CommitField writeUnits() {
        return writeUnits;
    }

    public BooleanProperty contributorInsightsProperty() {
        return contributorInsights;
    }

    public ThroughputFields throughput() {
        return throughput;
    }
}
