package dev.tablewright.ui.shell;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.NewElements;
import dev.tablewright.model.edit.PathEdits;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;

/**
 * The commands that change the model's structure from the menu bar and the tree's menu: add a table,
 * entity, index or access pattern, rename or delete the selection. New elements are named and
 * shaped by {@link NewElements}, as the inspector and the diagram do; each edit selects its result
 * in the same undo step.
 */
public final class ModelCommands {
    private final Document document;
    private final DialogService dialogs;
    private final Consumer<String> status;
    private final Command addTable;
    private final Command rename;
    private final Command delete;

    ModelCommands(Document document, DialogService dialogs, Consumer<String> status) {
        this.document = document;
        this.dialogs = dialogs;
        this.status = status;
        addTable = new Command(document.modelProperty().isNotNull(), this::addTable);
        rename = new Command(Bindings.createBooleanBinding(
                () -> PathEdits.name(document.model(), document.selectionProperty().get()).isPresent(),
                document.modelProperty(), document.selectionProperty()), this::renameSelection);
        delete = new Command(Bindings.createBooleanBinding(
                () -> PathEdits.describe(document.model(), document.selectionProperty().get()).isPresent(),
                document.modelProperty(), document.selectionProperty()), this::deleteSelection);
    }

    /** File → Add table…: asks for the name. */
    public Command addTableCommand() {
        return addTable;
    }

    /** Edit → Rename… (F2): possible when the selection names a table, entity, index or access pattern. */
    public Command renameCommand() {
        return rename;
    }

    /** Edit → Delete: possible when the selection names something deletable. */
    public Command deleteCommand() {
        return delete;
    }

    /** Deletes the selected element, asking first when it holds sample data or is a table. */
    public void deleteSelection() {
        ModelPath path = document.selectionProperty().get();
        DataModel m = document.model();
        Optional<Edit> edit = PathEdits.delete(m, path);
        if (edit.isEmpty()) {
            status.accept("Select a table, entity, index or access pattern to delete it.");
            return;
        }
        String what = PathEdits.describe(m, path).orElseThrow();
        int items = itemsUnder(m, path);
        if ((path instanceof ModelPath.Table || items > 0) && !dialogs.confirm("Delete " + what + "?",
                items > 0 ? "Its " + items + " sample item" + (items == 1 ? "" : "s") + " will be deleted too. Undo brings "
                        + (items == 1 ? "it" : "them") + " back." : "Undo brings it back.", "Delete")) {
            return;
        }
        ModelPath after = path instanceof ModelPath.Table ? null : path.tablePath();
        applyOrExplain("Cannot delete " + what, edit.get(), after);
    }

    /** Rename (F2) of the selected element, asking for the new name. */
    public void renameSelection() {
        ModelPath path = document.selectionProperty().get();
        Optional<String> old = PathEdits.name(document.model(), path);
        if (old.isEmpty()) {
            status.accept("Select a table, entity, index or access pattern to rename it.");
            return;
        }
        String what = PathEdits.describe(document.model(), path).orElseThrow();
        dialogs.askText("Rename " + what, "New name:", old.get()).ifPresent(name ->
                PathEdits.rename(document.model(), path, name).ifPresent(e ->
                        applyOrExplain("Cannot rename " + what, e, PathEdits.renamedPath(path, name))));
    }

    /** Adds a table, asking for its name; keys PK and SK (strings), to be shaped in the inspector. */
    public void addTable() {
        if (document.model() == null) {
            return;
        }
        dialogs.askText("Add table", "Table name:", NewElements.tableName(document.model()))
                .ifPresent(name -> add("Cannot add table", NewElements.table(name)));
    }

    /** Adds an entity to a table (named Entity, Entity2…) and selects it for the inspector. */
    public void addEntity(String table) {
        addTo(table, "Cannot add entity", t -> NewElements.entity(t, null));
    }

    /** Adds a GSI (GSIn with keys GSInPK, GSInSK, projection ALL) and selects it. */
    public void addGlobalIndex(String table) {
        addTo(table, "Cannot add index", NewElements::globalIndex);
    }

    /** Adds an LSI (LSIn with sort key LSInSK, projection ALL) and selects it; refused without a table sort key. */
    public void addLocalIndex(String table) {
        addTo(table, "Cannot add index", NewElements::localIndex);
    }

    public void addAccessPattern(String table) {
        addTo(table, "Cannot add access pattern", NewElements::accessPattern);
    }

    private void addTo(String table, String failure, Function<TableDesign, NewElements.Addition> addition) {
        Optional.ofNullable(document.model()).flatMap(m -> m.table(table))
                .ifPresent(t -> add(failure, addition.apply(t)));
    }

    private void add(String failure, NewElements.Addition addition) {
        applyOrExplain(failure, addition.edit(), addition.select());
    }

    private void applyOrExplain(String title, Edit edit, ModelPath selectAfter) {
        document.apply(edit, selectAfter).ifPresent(reason -> dialogs.showError(title, reason, List.of()));
    }

    private static int itemsUnder(DataModel m, ModelPath path) {
        Optional<TableDesign> t = m.table(path.table());
        if (t.isEmpty()) {
            return 0;
        }
        if (path instanceof ModelPath.Table) {
            return t.get().allItems().size();
        }
        if (path instanceof ModelPath.EntityPath e) {
            return t.get().entity(e.entity()).map(x -> x.items().size()).orElse(0);
        }
        return 0;
    }
}
