package dev.tablewright.app;

import static dev.tablewright.model.TestPaths.p;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Real screenshots of the main screens, rendered headless (Monocle, software pipeline) into
 * {@code target/screenshots/}; {@code scripts/screenshots.sh} copies them into {@code docs/images/}
 * for the docs and the README.
 */
class ScreenshotsTest {
    static final Path OUT = Path.of("target", "screenshots");
    private RunningApp running;
    private TablewrightApp app;
    private Stage stage;
    private final FxRobot robot = new FxRobot();

    @BeforeEach
    void open() throws Exception {
        running = RunningApp.start();
        app = running.app;
        stage = running.stage;
        robot.interact(() -> {
            stage.setWidth(1440);
            stage.setHeight(900);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void close() throws Exception {
        running.close();
    }

    private void shoot(String name) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = stage.getScene().snapshot(null));
        BufferedImage png = SwingFXUtils.fromFXImage(image[0], null);
        Files.createDirectories(OUT);
        Path file = OUT.resolve(name + ".png");
        ImageIO.write(png, "png", file.toFile());
        assertTrue(Files.size(file) > 10_000, name + " has content");
        assertTrue(distinctColours(png) > 16, name + " is a picture, not a blank");
    }

    private static int distinctColours(BufferedImage img) {
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 7) {
            for (int x = 0; x < img.getWidth(); x += 7) {
                seen.add(img.getRGB(x, y));
            }
        }
        return seen.size();
    }

    @Test
    void mainScreensInLightAndDark() throws Exception {
        robot.interact(() -> app.viewModel().document().selectionProperty().set(p("Movies/entities/CastMember")));
        shoot("designer-light");
        robot.interact(() -> app.viewModel().darkThemeProperty().set(true));
        shoot("designer-dark");
        robot.interact(() -> app.window().showTab("GSI-1"));
        shoot("grid-index-dark");
        robot.interact(() -> {
            app.viewModel().darkThemeProperty().set(false);
            app.window().showTab("Movies");
        });
        shoot("grid-table-light");
        robot.interact(() -> app.window().showTab("GSI-2"));
        shoot("grid-sparse-index-light");
        robot.interact(() -> {
            app.window().showTab("Diagram");
            app.viewModel().document().selectionProperty().set(p("Movies/indexes/GSI-1"));
        });
        shoot("table-inspector-light");
    }
}
