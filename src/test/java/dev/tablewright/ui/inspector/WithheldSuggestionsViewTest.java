package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.ModelPath;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import org.junit.jupiter.api.BeforeEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Suggestions withheld for a sample are folded under a short title, their reasons inside (Monocle). */
@ExtendWith(FxStages.class)
class WithheldSuggestionsViewTest {
    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();

    @BeforeEach
    void show() throws Exception {
        document.load(SampleModels.read("tournament-matches.json").model().orElseThrow());
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new InspectorView(new InspectorViewModel(document, new ImmediateTaskRunner())),
                    420, 780));
            stage.show();
        });
        robot.interact(() -> document.selectionProperty().set(new ModelPath.Table("TournamentMatches")));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theTitleCountsThemAndTheFoldSaysWhyEach() throws Exception {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#withheldSuggestionsPane").tryQuery()
                .map(n -> n.isVisible()).orElse(false));
        TitledPane pane = robot.lookup("#withheldSuggestionsPane").queryAs(TitledPane.class);
        assertEquals("2 suggestions withheld", pane.getText());
        assertFalse(pane.isExpanded(), "folded: the sample's own design comes first");
        robot.interact(() -> pane.setExpanded(true));
        String details = robot.lookup("#withheldSuggestions").queryAs(Label.class).getText();
        assertTrue(details.startsWith("Applied to a copy, each would make the design worse:\n• Store Match in"),
                details);
        assertEquals(2, details.split("\n• ").length - 1, details);
    }
}
