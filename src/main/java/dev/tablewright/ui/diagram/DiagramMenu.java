package dev.tablewright.ui.diagram;

import dev.tablewright.model.Point;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.FormControls;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.ContextMenuEvent;

/**
 * The diagram's right-click menu, for what was clicked: a box (connect from it, delete the
 * selection), a line (delete the relationship) or the canvas (add an entity where clicked); then
 * the commands of the whole diagram. Right-clicking what is not selected selects it first, as in a
 * file manager, so the menu acts on what it names.
 */
final class DiagramMenu {
    private final DiagramViewModel vm;
    private final Command fit;
    private final Command exportPng;
    private final ContextMenu menu = new ContextMenu();

    DiagramMenu(DiagramViewModel vm, Command fit, Command exportPng) {
        this.vm = vm;
        this.fit = fit;
        this.exportPng = exportPng;
        menu.setId("diagramMenu");
    }

    /** Shows the menu for a request on {@code canvas} (coordinates in the canvas's, unzoomed). */
    void show(ContextMenuEvent e, Node canvas) {
        if (vm.tableProperty().get() == null) {
            return;
        }
        vm.edits().cancelConnect();
        List<MenuItem> items = new ArrayList<>();
        Node target = e.getPickResult().getIntersectedNode();
        EntityBoxNode box = ancestor(target, EntityBoxNode.class);
        RelationshipNode line = ancestor(target, RelationshipNode.class);
        if (box != null) {
            String entity = box.box().name();
            if (!vm.selection().isSelected(entity)) {
                vm.selection().select(entity, false);
            }
            items.add(item("menuConnectFrom", "Connect from " + entity + "…", () -> {
                vm.edits().connectingProperty().set(true);
                vm.edits().connectClick(entity);
            }));
            int selected = vm.selection().selectedEntities().size();
            items.add(item("menuDelete", selected > 1 ? "Delete " + selected + " entities" : "Delete " + entity,
                    vm.edits()::deleteSelection));
        } else if (line != null) {
            vm.selection().selectRelationship(line.line().index());
            items.add(item("menuDelete", "Delete relationship", vm.edits()::deleteSelection));
        } else {
            Point at = new Point(e.getX(), e.getY());
            items.add(item("menuAddEntityHere", "Add entity here", () -> vm.edits().addEntityAt(at)));
            items.add(FormControls.commandItem("menuSelectAll", "Select all", vm.commands().selectAll()));
        }
        items.add(new SeparatorMenuItem());
        items.add(FormControls.commandItem("menuAutoLayout", "Auto-layout", vm.commands().autoLayout()));
        items.add(FormControls.commandItem("menuFit", "Zoom to fit", fit));
        items.add(FormControls.commandItem("menuExportPng", "Export PNG…", exportPng));
        menu.getItems().setAll(items);
        menu.show(canvas, e.getScreenX(), e.getScreenY());
        e.consume();
    }

    private static MenuItem item(String id, String text, Runnable action) {
        return FormControls.menuItem(id, text, action);
    }

    private static <T> T ancestor(Node node, Class<T> type) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (type.isInstance(n)) {
                return type.cast(n);
            }
        }
        return null;
    }
}
