package dev.tablewright.ui.inspector;

import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.VBox;

/**
 * The table's settings as folded sections: capacity and throughput, data protection, streams and TTL,
 * replicas, tags, policy, vector indexes. Binds only.
 */
final class TableSettingsView extends VBox {

    TableSettingsView(TableSettingsViewModel vm) {
        super(4);
        setId("tableSettings");
        getChildren().addAll(capacity(vm.capacity()), protection(vm.protection()), streamsTtl(vm.streamsTtl()),
                SettingControls.section("Replicas", "replicasPane", new ReplicasView(vm.replicas())),
                tags(vm.tags()), policy(vm.policy()), vectorIndexes(vm.vectorIndexes()));
    }

    private static TitledPane vectorIndexes(VectorIndexesSection vm) {
        TitledPane pane = SettingControls.section("", "vectorIndexesPane", new VectorIndexesView(vm));
        pane.textProperty().bind(Bindings.size(vm.rows()).asString("Vector indexes (%d)"));
        pane.expandedProperty().bindBidirectional(vm.expandedProperty()); // a revealed index unfolds it
        return pane;
    }

    private static TitledPane capacity(CapacitySection vm) {
        TextField expected = SettingControls.number(vm.expectedItems(), "expectedItems", "no estimate");
        return SettingControls.section("Capacity and throughput", "capacityPane",
                new ThroughputFieldsView(vm.throughput(), vm.provisionedProperty(), "table"),
                SettingControls.line("Table class", SettingControls.choice(List.of(TableClass.values()),
                        TableClass::label, vm.tableClassProperty(), "tableClass")),
                SettingControls.check("Contributor insights", vm.contributorInsightsProperty(), "contributorInsights"),
                SettingControls.line("Expected items", expected),
                Fields.muted("for the cost estimate's storage"), Fields.error(vm.expectedItems()),
                Fields.error(vm.refusalProperty()));
    }

    private static TitledPane protection(DataProtectionSection vm) {
        TextField days = SettingControls.number(vm.recoveryDays(), "recoveryDays", "35");
        days.disableProperty().bind(vm.recoveryProperty().not());
        TextField key = Fields.text(vm.kmsKey(), "kmsKey");
        key.setPromptText("key ARN, id or alias");
        return SettingControls.section("Data protection", "protectionPane",
                SettingControls.check("Point-in-time recovery", vm.recoveryProperty(), "pointInTimeRecovery"),
                SettingControls.line("Recovery period", days, new javafx.scene.control.Label("days")),
                Fields.error(vm.recoveryDays()),
                SettingControls.check("Deletion protection", vm.deletionProtectionProperty(), "deletionProtection"),
                SettingControls.line("Encryption", SettingControls.choice(List.of(EncryptionType.values()),
                        EncryptionType::label, vm.encryptionProperty(), "encryptionType")),
                SettingControls.shownWhen(SettingControls.line("KMS key", key), vm.customerManagedProperty()),
                Fields.error(vm.kmsKey()), Fields.error(vm.refusalProperty()));
    }

    private static TitledPane streamsTtl(StreamsTtlSection vm) {
        ComboBox<String> ttl = new ComboBox<>(vm.ttlChoices());
        ttl.setId("ttlAttribute");
        ttl.setEditable(true);
        ttl.setPromptText("off");
        ttl.setMaxWidth(Double.MAX_VALUE);
        Fields.bind(ttl.getEditor(), vm.ttlAttribute(), ttl::isShowing);
        // A pick from the open list commits at once, as Enter would. The value the list sets again while
        // that commit refreshes it (its items change) is the same pick, not a second one.
        boolean[] picking = {false};
        ttl.valueProperty().addListener((o, a, b) -> {
            if (!picking[0] && ttl.isShowing() && b != null && !b.equals(vm.ttlAttribute().committed())) {
                picking[0] = true;
                try {
                    vm.ttlAttribute().textProperty().set(b);
                    vm.ttlAttribute().commit();
                } finally {
                    picking[0] = false;
                }
            }
        });
        // Undo or another table shows another attribute: the list's pick follows, so picking it again counts.
        vm.ttlAttribute().textProperty().addListener((o, was, now) -> {
            if (!ttl.getEditor().isFocused()) {
                ttl.setValue(now.isEmpty() ? null : now);
            }
        });
        return SettingControls.section("Streams and TTL", "streamsTtlPane",
                SettingControls.line("Stream", SettingControls.choice(StreamsTtlSection.STREAM_CHOICES,
                        v -> v.map(StreamView::name).orElse("Off"), vm.streamProperty(), "streamView")),
                SettingControls.line("TTL attribute", ttl),
                Fields.muted("epoch seconds; empty turns TTL off"), Fields.error(vm.ttlAttribute()),
                Fields.error(vm.refusalProperty()));
    }

    private static TitledPane tags(TagsSection vm) {
        TitledPane pane = SettingControls.section("", "tagsPane", new TagsView(vm));
        pane.textProperty().bind(Bindings.size(vm.rows()).asString("Tags (%d)"));
        return pane;
    }

    private static TitledPane policy(PolicySection vm) {
        return SettingControls.section("Policy", "policyPane", new PolicyView(vm.policy(), ""));
    }
}
