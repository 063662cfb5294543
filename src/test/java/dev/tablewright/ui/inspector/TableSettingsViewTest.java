package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxStages;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import java.util.Optional;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The table inspector headless (Monocle) on a table with every setting: its sections are there and edit the model. */
@ExtendWith(FxStages.class)
class TableSettingsViewTest {
    private final FxRobot robot = new FxRobot();
    private Document document;
    private InspectorViewModel inspector;

    @BeforeEach
    void show() throws Exception {
        document = new Document();
        document.load(AllSettings.model());
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
            stage.setScene(new Scene(new InspectorView(inspector), 420, 780));
            stage.show();
        });
        robot.interact(() -> document.selectionProperty().set(new ModelPath.Table("Orders")));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private <T extends Node> T find(String query, Class<T> type) {
        return Lookups.find(robot, query, type);
    }

    private StreamsTtlSection vm() {
        return inspector.table().settings().streamsTtl();
    }

    /** Visible, and so are all its parents. */
    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private TitledPane open(String id) {
        TitledPane pane = find("#" + id, TitledPane.class);
        robot.interact(() -> pane.setExpanded(true));
        return pane;
    }

    @Test
    void theTableInspectorHasEachSettingsSectionShowingTheModel() {
        List<String> titles = List.of("capacityPane", "protectionPane", "streamsTtlPane", "replicasPane", "tagsPane",
                "policyPane").stream().map(id -> find("#" + id, TitledPane.class).getText()).toList();
        assertEquals(List.of("Capacity and throughput", "Data protection", "Streams and TTL", "Replicas", "Tags (2)",
                "Policy"), titles);

        open("capacityPane");
        assertTrue(find("#tableReadScaling", CheckBox.class).isSelected());
        assertEquals("50", find("#tableReadMax", TextField.class).getText());
        assertTrue(shown(find("#tableReadMax", TextField.class)), "provisioned: auto scaling shows");
        assertFalse(shown(find("#tableMaxRead", TextField.class)), "provisioned: no on-demand maximum");
        open("protectionPane");
        assertEquals("14", find("#recoveryDays", TextField.class).getText());
        assertEquals(AllSettings.KEY_ARN, find("#kmsKey", TextField.class).getText());
    }

    @Test
    void aRefusedPolicyShowsWhyAndAValidOneIsApplied() {
        open("policyPane");
        TextArea policy = find("#resourcePolicy", TextArea.class);
        robot.interact(() -> policy.setText("{\"Version\": }"));
        robot.interact(() -> find("#applyPolicy", Button.class).fire());
        Label error = robot.lookup(".field-error").queryAllAs(Label.class).stream()
                .filter(l -> l.isVisible() && l.getText().startsWith("The policy is not valid JSON")).findFirst()
                .orElseThrow(() -> new AssertionError("no policy error shown"));
        assertTrue(error.getText().contains("line 1, column 13"), error.getText());
        assertEquals(Optional.of(AllSettings.POLICY), document.model().table("Orders").orElseThrow().settings().resourcePolicy());

        robot.interact(() -> policy.setText("{\"Version\": \"2012-10-17\", \"Statement\": []}"));
        robot.interact(() -> find("#applyPolicy", Button.class).fire());
        assertEquals(Optional.of("{\"Version\": \"2012-10-17\", \"Statement\": []}"),
                document.model().table("Orders").orElseThrow().settings().resourcePolicy());
        assertFalse(error.isVisible());
    }

    @Test
    void theTtlListFollowsTheModelThroughUndo() {
        open("streamsTtlPane");
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<String> ttl = find("#ttlAttribute", javafx.scene.control.ComboBox.class);
        robot.interact(() -> document.apply(dev.tablewright.model.edit.SettingsEdits.setTtlAttribute("Orders",
                Optional.of("deleteAfter"))));
        assertEquals("deleteAfter", ttl.getValue());
        assertEquals("deleteAfter", ttl.getEditor().getText());
        robot.interact(document::undo);
        assertEquals("expiresAt", ttl.getValue());
        assertEquals("expiresAt", ttl.getEditor().getText(), "the choices shrank; the text is still the model's");
        assertFalse(vm().ttlAttribute().isModified());
        robot.interact(() -> {
            ttl.show();
            ttl.getSelectionModel().select("deleteAfter"); // picked from the open list: an edit again
            ttl.hide();
        });
        assertEquals(Optional.of("deleteAfter"), document.model().table("Orders").orElseThrow().settings().ttlAttribute());
    }

    @Test
    void aGsiShowsItsOwnCapacityAndATagIsRemoved() {
        robot.interact(() -> document.selectionProperty().set(new ModelPath.Index("Orders", "ByStatus")));
        Node capacity = find("#indexCapacity", Node.class);
        assertTrue(shown(capacity));
        assertEquals("4", find("#indexReadUnits", TextField.class).getText());
        assertEquals("40", find("#indexReadMax", TextField.class).getText());

        open("tagsPane");
        robot.interact(() -> find("#removeTag-0", Button.class).fire());
        assertEquals("Tags (1)", find("#tagsPane", TitledPane.class).getText());
        assertEquals("cost-centre", find("#tagKey-0", Label.class).getText());
    }
}
