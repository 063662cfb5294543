package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import org.junit.jupiter.api.BeforeEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The grid's bar under an edit that moved an item heading a collection, on a shown window (Monocle). */
@ExtendWith(FxStages.class)
class LeftBehindBarTest {
    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();
    private PivotGridViewModel movies;

    @BeforeEach
    void show() throws Exception {
        document.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        movies = new PivotGridsViewModel(document, new ImmediateTaskRunner()).grids().get(0);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new PivotGridView(movies), 1000, 700));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private long castUnder(String pk) {
        return document.model().table("Movies").orElseThrow().entity("CastMember").orElseThrow().items().stream()
                .filter(i -> i.get("pk").equals(Optional.of(AttributeValue.s(pk)))).count();
    }

    @Test
    void theBarSaysWhatStaysBehindAndItsLinkMovesIt() {
        Label note = robot.lookup("#gridLeftBehind").queryAs(Label.class);
        assertTrue(!note.getParent().isVisible(), "nothing to say before an edit");
        robot.interact(() -> {
            GridRow inception = movies.rows().stream().filter(r -> r.entity().equals("Movie")
                    && AttributeValue.s("tt1375666").equals(r.value("movieId"))).findFirst().orElseThrow();
            movies.edits().edit(inception, "movieId", "tt0000001");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(note.getParent().isVisible());
        assertTrue(note.getText().contains("keep mov#tt1375666"), note.getText());

        robot.clickOn(robot.lookup("#gridMoveLeftBehind").queryAs(Hyperlink.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, castUnder("mov#tt1375666"));
        assertTrue(!note.getParent().isVisible(), "asked once");
    }
}
