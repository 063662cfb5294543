package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxStages;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import java.util.Optional;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The Replicas section headless (Monocle): one replica override and one replica tag edited through the controls. */
@ExtendWith(FxStages.class)
class ReplicaOverridesViewTest {
    private final FxRobot robot = new FxRobot();
    private Document document;

    @BeforeEach
    void show() throws Exception {
        document = new Document();
        document.load(AllSettings.model());
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            InspectorViewModel inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
            stage.setScene(new Scene(new ScrollPane(new InspectorView(inspector)), 460, 900));
            stage.show();
        });
        robot.interact(() -> document.selectionProperty().set(new ModelPath.Table("Payments")));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private <T extends Node> T find(String query, Class<T> type) {
        return Lookups.find(robot, query, type);
    }

    private void open(String id) {
        TitledPane pane = find("#" + id, TitledPane.class);
        robot.interact(() -> pane.setExpanded(true));
    }

    private Replica ohio() {
        return document.model().table("Payments").orElseThrow().settings().replication().replica("us-east-2")
                .orElseThrow();
    }

    @Test
    @SuppressWarnings("unchecked")
    void aReplicaOverrideAndAReplicaTagAreEditedInTheSection() {
        open("replicasPane");
        ListView<ReplicasSection.Row> list = find("#replicaList", ListView.class);
        robot.interact(() -> list.getSelectionModel().select(1));
        assertEquals("us-east-2 overrides (empty: as the table):", robot.lookup("#replicaOverrides .label")
                .queryAllAs(Label.class).stream().map(Label::getText).filter(t -> t.endsWith("as the table):"))
                .findFirst().orElseThrow());

        ChoiceBox<Optional<Boolean>> insights = find("#replicaInsights", ChoiceBox.class);
        assertEquals(Optional.of(true), insights.getValue());
        robot.interact(() -> insights.setValue(Optional.of(false)));
        assertEquals(Optional.of(false), ohio().contributorInsights());
        assertEquals("Turn off contributor insights of replica us-east-2",
                document.history().undoTextProperty().get());

        open("replicaTagsPane");
        assertEquals("Replica tags (1)", find("#replicaTagsPane", TitledPane.class).getText());
        assertEquals("region-role", find("#replicaTagKey-0", Label.class).getText());
        robot.interact(() -> {
            find("#replicaNewTagKey", TextField.class).setText("owner");
            find("#replicaNewTagValue", TextField.class).setText("payments");
        });
        robot.interact(() -> find("#replicaAddTag", Button.class).fire());
        assertEquals(List.of(new Tag("region-role", "reporting"), new Tag("owner", "payments")), ohio().tags());
        assertEquals("Replica tags (2)", find("#replicaTagsPane", TitledPane.class).getText());
        assertEquals(List.of(new Tag("team", "payments")),
                document.model().table("Payments").orElseThrow().settings().tags(), "the table's tags are its own");

        assertTrue(find("#replicaReadMax", TextField.class).isVisible(), "on demand: the read maximum");
        robot.interact(document::undo);
        assertEquals(List.of(new Tag("region-role", "reporting")), ohio().tags());
    }
}
