package dev.tablewright.ui.common;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxToolkit;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The TestFX lifecycle every window test shares: the toolkit's primary stage registered before the
 * class, and every stage a test showed closed after it ({@code @ExtendWith(FxStages.class)}).
 */
public final class FxStages implements BeforeAllCallback, AfterEachCallback {
    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        FxToolkit.cleanupStages();
    }
}
