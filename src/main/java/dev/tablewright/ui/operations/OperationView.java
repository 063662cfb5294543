package dev.tablewright.ui.operations;

import dev.tablewright.format.request.ItemsExport;
import java.io.File;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.Clipboard;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * One operation tab: the form and its request as editable CLI JSON on the left, the results (grid,
 * DynamoDB JSON, counts) and the session's history on the right. Every run goes through the
 * ViewModel's commands, so the FX thread never waits.
 */
public final class OperationView extends BorderPane {
    private final OperationViewModel vm;

    public OperationView(OperationViewModel vm) {
        this.vm = vm;
        setTop(TabConnectionView.above(vm.connection(), toolBar()));
        // The form scrolls: in a short window its request JSON stays within reach.
        javafx.scene.control.ScrollPane form = readable(new javafx.scene.control.ScrollPane(left()));
        form.setId("opForm");
        form.setFitToWidth(true);
        SplitPane split = new SplitPane(form, right());
        split.setDividerPositions(0.45);
        setCenter(split);
        new ComparisonWindow(vm.comparison(), this);
    }

    /** A form keeps the width its labels and fields need: the results side gives way, not the form. */
    static <T extends javafx.scene.layout.Region> T readable(T form) {
        form.setMinWidth(FORM_MIN_WIDTH);
        return form;
    }

    private static final double FORM_MIN_WIDTH = 460;

    private ToolBar toolBar() {
        Button run = command("opRun", "Run", vm.runCommand());
        Button next = command("opNext", "Next page", vm.nextPageCommand());
        Button all = command("opAll", "All pages", vm.allPagesCommand());
        Button cancel = command("opCancel", "Cancel", vm.cancelCommand());
        MenuButton export = new MenuButton("Export all pages");
        export.setId("opExport");
        export.disableProperty().bind(vm.runCommand().notExecutableProperty());
        for (ItemsExport.Format f : ItemsExport.Format.values()) {
            MenuItem item = new MenuItem(switch (f) {
                case CSV -> "CSV…";
                case DYNAMODB_JSON -> "DynamoDB JSON…";
                case JSON_LINES -> "JSON Lines…";
            });
            item.setOnAction(e -> export(f));
            export.getItems().add(item);
        }
        Button copy = new Button("Copy as CLI command");
        copy.setId("opCopyCli");
        copy.setOnAction(e -> {
            ClipboardContent c = new ClipboardContent();
            c.putString(vm.cliCommand());
            Clipboard.getSystemClipboard().setContent(c);
        });
        return new ToolBar(run, next, all, cancel, export, copy, SavedOperationsSaveButton.of("opSave", vm.saver()));
    }

    /** A toolbar button that runs {@code command} and is disabled while it cannot. */
    static Button command(String id, String text, dev.tablewright.ui.common.Command command) {
        Button b = new Button(text);
        b.setId(id);
        b.disableProperty().bind(command.notExecutableProperty());
        b.setOnAction(e -> command.execute());
        return b;
    }

    private VBox left() {
        RequestJsonArea json = new RequestJsonArea("opJson", vm.jsonProperty(), vm::editJson);
        Label note = new Label();
        note.setId("opNote");
        note.setWrapText(true);
        note.textProperty().bind(vm.noteProperty());
        VBox box = new VBox(6, patterns(), new ReadFormView(vm.form()), note, new Label("Request (--cli-input-json)"), json);
        box.setPadding(new Insets(6));
        return box;
    }

    private VBox patterns() {
        return PatternPicker.row("op", vm::patterns, true, vm::usePattern, vm::comparePattern, vm.comparisonProperty());
    }

    private ResultsPane right() {
        return new ResultsPane("op", vm);
    }

    private void export(ItemsExport.Format format) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export all pages");
        chooser.setInitialFileName("items." + format.extension());
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(format.name(), "*." + format.extension()));
        File file = chooser.showSaveDialog(getScene().getWindow());
        if (file != null) {
            vm.export(file.toPath(), format);
        }
    }
}
