package dev.tablewright.ui.explorer;

import dev.tablewright.ui.common.FxDialogService;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.stage.Window;

/** The page's prompts as dialogs over the main window. */
public final class FxItemPrompts implements ItemPrompts {
    private final Supplier<Window> owner;

    public FxItemPrompts(Supplier<Window> owner) {
        this.owner = owner;
    }

    @Override
    public void editJson(String title, String json, String action, Function<String, Optional<String>> submit) {
        new ItemJsonDialog(owner.get(), title, json, action, submit).showAndWait();
    }

    @Override
    public boolean confirm(String title, String question, String action) {
        return new FxDialogService(owner.get()).confirm(title, question, action);
    }
}
