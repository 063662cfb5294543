package dev.tablewright.ui.diagram;

import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.EditCommands;
import java.awt.image.BufferedImage;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;

/**
 * The diagram's toolbar, menu and Edit commands with their rules: Add entity needs a table; Connect,
 * Auto-layout, Select all, Fit and Export PNG need a box; Delete needs a selection. Toolkit-free
 * ({@code DiagramCommandsTest}).
 */
public final class DiagramCommands {
    private final DiagramViewModel vm;
    private final BooleanBinding hasBoxes;
    private final Command addEntity;
    private final Command connect;
    private final Command delete;
    private final Command autoLayout;
    private final Command selectAll;
    private final EditCommands edits;

    DiagramCommands(DiagramViewModel vm) {
        this.vm = vm;
        hasBoxes = Bindings.isNotEmpty(vm.boxes());
        addEntity = new Command(vm.tableProperty().isNotNull(), vm.edits()::addEntity);
        var connecting = vm.edits().connectingProperty();
        connect = new Command(hasBoxes, () -> connecting.set(!connecting.get()));
        delete = new Command(vm.selection().hasSelectionProperty(), vm.edits()::deleteSelection);
        autoLayout = new Command(hasBoxes, vm.edits()::autoLayout);
        selectAll = new Command(hasBoxes, vm.selection()::selectAll);
        edits = new EditCommands(delete, selectAll, Command.disabled());
    }

    /** Adds an entity where nothing stands yet (N): there is a table to add it to. */
    public Command addEntity() {
        return addEntity;
    }

    /** Connect mode on or off (C): there are entities to connect. */
    public Command connect() {
        return connect;
    }

    /** Deletes the selected entities or relationship (Delete): something is selected. */
    public Command delete() {
        return delete;
    }

    /** Arranges the boxes (L): there are boxes. */
    public Command autoLayout() {
        return autoLayout;
    }

    /** Selects every box (Ctrl+A): there are boxes. */
    public Command selectAll() {
        return selectAll;
    }

    /** Zooms to fit the boxes, as the view measures them: there are boxes. */
    public Command fit(Runnable zoomToFit) {
        return new Command(hasBoxes, zoomToFit);
    }

    /** Saves the picture the view renders as a PNG: there are boxes to draw. */
    public Command exportPng(Supplier<BufferedImage> render) {
        return new Command(hasBoxes, () -> vm.exportPng(render));
    }

    /** What the window's Edit menu does while the diagram holds the keyboard. */
    public EditCommands edits() {
        return edits;
    }
}
