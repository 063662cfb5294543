package dev.tablewright.ui.common;

import dev.tablewright.model.Problem;
import dev.tablewright.ui.failure.Failure;
import dev.tablewright.ui.failure.FailureDetailsDialog;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputDialog;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** Dialogs as JavaFX shows them, owned by the main window. */
public final class FxDialogService implements DialogService {
    private static final Path HOME = Path.of(System.getProperty("user.home"));

    private static final FileChooser.ExtensionFilter MODEL_FILES =
            new FileChooser.ExtensionFilter("NoSQL Workbench models (*.json)", "*.json");
    private static final FileChooser.ExtensionFilter PNG_FILES =
            new FileChooser.ExtensionFilter("PNG images (*.png)", "*.png");
    private static final FileChooser.ExtensionFilter ALL_FILES = new FileChooser.ExtensionFilter("All files", "*");

    private final Window owner;

    public FxDialogService(Window owner) {
        this.owner = owner;
    }

    @Override
    public void showError(String title, String message, List<Problem> details) {
        Alert alert = new Alert(Alert.AlertType.ERROR);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.setContentText(message);
        if (!details.isEmpty()) {
            TextArea text = new TextArea(details.stream().map(Problem::toString).collect(Collectors.joining("\n")));
            text.setEditable(false);
            text.setWrapText(true);
            text.setPrefRowCount(Math.min(12, details.size() + 1));
            alert.getDialogPane().setExpandableContent(text);
            alert.getDialogPane().setExpanded(true);
        }
        alert.showAndWait();
    }

    @Override
    public void showFailure(Failure failure) {
        FailureDetailsDialog.show(owner, failure);
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path initialFolder) {
        FileChooser chooser = chooser("Open model", initialFolder);
        File f = chooser.showOpenDialog(owner);
        return Optional.ofNullable(f).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToImport(String title, Path initialFolder) {
        FileChooser chooser = chooser(title, initialFolder, new FileChooser.ExtensionFilter(
                "JSON or YAML files", "*.json", "*.yaml", "*.yml", "*.template", "*.JSON", "*.YAML", "*.YML"));
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<Path> choosePlanFileToSave(Path initialFolder, String suggestedName) {
        FileChooser chooser = chooser("Save migration plan as", initialFolder,
                new FileChooser.ExtensionFilter("Migration plans (*.json)", "*.json", "*.JSON"));
        chooser.setInitialFileName(suggestedName);
        return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseExportFile(Path initialFolder, String suggestedName) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export");
        chooser.getExtensionFilters().setAll(ALL_FILES);
        chooser.setInitialDirectory(startFolder(initialFolder, HOME).toFile());
        chooser.setInitialFileName(suggestedName);
        return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseCsvToOpen(Path initialFolder) {
        FileChooser chooser = chooser("Import CSV", initialFolder,
                new FileChooser.ExtensionFilter("CSV files (*.csv)", "*.csv", "*.CSV"));
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToSave(Path initialFolder, String suggestedName) {
        FileChooser chooser = chooser("Save model as", initialFolder);
        chooser.setInitialFileName(suggestedName);
        File f = chooser.showSaveDialog(owner);
        return Optional.ofNullable(f).map(File::toPath);
    }

    @Override
    public SaveChoice askToSaveChanges(String documentName) {
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't Save", ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "Your changes will be lost if you don't save them.",
                save, discard, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle("Unsaved changes");
        alert.setHeaderText("Save changes to " + documentName + "?");
        ButtonType answer = alert.showAndWait().orElse(ButtonType.CANCEL);
        if (answer == save) {
            return SaveChoice.SAVE;
        }
        return answer == discard ? SaveChoice.DISCARD : SaveChoice.CANCEL;
    }

    @Override
    public RecoveryChoice askToRecover(String documentName, String when) {
        ButtonType recover = new ButtonType("Recover", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Discard…", ButtonBar.ButtonData.NO);
        ButtonType later = new ButtonType("Decide later", ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "Tablewright ended without saving changes to "
                + documentName + " (last copy " + when + "). Recover them now, discard them, or decide at the "
                + "next start (the copy is kept).", recover, discard, later);
        alert.initOwner(owner);
        alert.setTitle("Unsaved work");
        alert.setHeaderText("Recover unsaved work?");
        ButtonType answer = alert.showAndWait().orElse(later);
        if (answer == recover) {
            return RecoveryChoice.RECOVER;
        }
        return answer == discard ? RecoveryChoice.DISCARD : RecoveryChoice.LATER;
    }

    @Override
    public Optional<Path> chooseImageToSave(Path initialFolder, String suggestedName) {
        FileChooser chooser = chooser("Export diagram as PNG", initialFolder, PNG_FILES);
        chooser.setInitialFileName(suggestedName);
        return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
    }

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        ButtonType go = new ButtonType(confirmLabel, ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, go, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        return alert.showAndWait().orElse(ButtonType.CANCEL) == go;
    }

    @Override
    public Optional<String> askText(String title, String prompt, String initialValue) {
        TextInputDialog dialog = new TextInputDialog(initialValue);
        dialog.initOwner(owner);
        dialog.setTitle(title);
        dialog.setHeaderText(title);
        dialog.setContentText(prompt);
        return dialog.showAndWait().map(String::strip).filter(s -> !s.isEmpty());
    }

    private static FileChooser chooser(String title, Path initialFolder) {
        return chooser(title, initialFolder, MODEL_FILES);
    }

    private static FileChooser chooser(String title, Path initialFolder, FileChooser.ExtensionFilter filter) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().setAll(filter, ALL_FILES);
        chooser.setInitialDirectory(startFolder(initialFolder, HOME).toFile());
        return chooser;
    }

    /**
     * Where a file chooser opens: the folder last used when it still exists, else the user's home;
     * never the process's working folder (an app image's own folder), where the OS would start.
     */
    static Path startFolder(Path lastUsed, Path home) {
        return lastUsed != null && Files.isDirectory(lastUsed) ? lastUsed : home;
    }
}
