package dev.tablewright.ui.common;

import atlantafx.base.theme.PrimerLight;
import java.util.concurrent.TimeoutException;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The TestFX lifecycle every window test shares: the toolkit's primary stage registered before the
 * class, and every stage a test showed closed after it ({@code @ExtendWith(FxStages.class)}).
 */
public final class FxStages implements BeforeAllCallback, AfterEachCallback {
    /**
     * A small shown stage to own a dialog, under the app's theme: its fonts and paddings are what a
     * dialog must fit, not the toolkit's default's.
     */
    public static Stage themedOwner(FxRobot robot) throws TimeoutException {
        robot.interact(() -> Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet()));
        return FxToolkit.setupStage(s -> {
            s.setScene(new Scene(new StackPane(), 300, 200));
            s.show();
        });
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        FxToolkit.cleanupStages();
    }
}
