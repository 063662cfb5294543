package dev.tablewright.ui.inspector;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.SettingsEdits;
import dev.tablewright.model.settings.TableClass;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * Capacity and throughput beyond the billing mode and units the inspector's form has: the table's
 * {@link ThroughputFields}, its table class, contributor insights, and how many items it is expected
 * to hold (for the storage line of the cost estimate).
 */
public final class CapacitySection extends SettingsSection {
    private final ThroughputFields throughput;
    private final ReadOnlyBooleanWrapper provisioned = new ReadOnlyBooleanWrapper(this, "provisioned", false);
    private final ObjectProperty<TableClass> tableClass = new SimpleObjectProperty<>(this, "tableClass",
            TableClass.STANDARD);
    private final BooleanProperty contributorInsights = new SimpleBooleanProperty(this, "contributorInsights", false);
    private final CommitField expectedItems = new CommitField(text -> commit(() -> SettingsEdits.setExpectedItemCount(
            table(), SettingInput.optionalWhole(text, "The expected item count"))));

    CapacitySection(DocumentEditor editor) {
        super(editor);
        throughput = new ThroughputFields(editor);
        tableClass.addListener((o, a, b) -> {
            if (b != null) {
                choose(() -> SettingsEdits.setTableClass(table(), b));
            }
        });
        contributorInsights.addListener((o, a, b) -> choose(() -> SettingsEdits.setContributorInsights(table(), b)));
    }

    @Override
    protected void refresh(TableDesign t) {
        provisioned.set(t.billing().mode() == BillingMode.PROVISIONED);
        tableClass.set(t.settings().tableClass());
        contributorInsights.set(t.settings().contributorInsights());
        expectedItems.reset(SettingInput.show(t.settings().expectedItemCount()));
        throughput.show(t, null);
    }

    @Override
    protected List<CommitField> fields() {
        List<CommitField> all = new java.util.ArrayList<>(throughput.fields());
        all.add(expectedItems);
        return all;
    }

    public ThroughputFields throughput() {
        return throughput;
    }

    /** True for provisioned capacity (auto scaling applies), false on demand (the maximum does). */
    public ReadOnlyBooleanProperty provisionedProperty() {
        return provisioned.getReadOnlyProperty();
    }

    public ObjectProperty<TableClass> tableClassProperty() {
        return tableClass;
    }

    public BooleanProperty contributorInsightsProperty() {
        return contributorInsights;
    }

    /** Items the table is expected to hold, for the cost estimate's storage; empty for no estimate. */
    public CommitField expectedItems() {
        return expectedItems;
    }
}
