package dev.tablewright.ui.migrate;

import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.compare.CompareViewModel;
import dev.tablewright.ui.compare.PlanOrigin;
import java.nio.file.Path;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;

/**
 * Plan migration… (the Compare tab's button, File › Compare with's last entry): possible once a
 * comparison has two designs, its old side a model file or a live table. A plan names its model files
 * by their SHA-256, so the new side is the document as saved: unsaved changes are saved first, when the
 * user agrees, and when the old side is the document's own file, under another name (saving over it
 * would lose the old design). Then the Migration dialog opens on the two files.
 */
public final class PlanMigration {
    /** How the window saves the document and then goes on; the next step runs only after a successful save. */
    public interface Saving {
        void save(Runnable next);

        void saveAs(Runnable next);

        /** The window's Save and Save As, each taking what runs after it succeeded. */
        static Saving of(Consumer<Runnable> save, Consumer<Runnable> saveAs) {
            return new Saving() {
                @Override
                public void save(Runnable next) {
                    save.accept(next);
                }

                @Override
                public void saveAs(Runnable next) {
                    saveAs.accept(next);
                }
            };
        }
    }

    private final Document document;
    private final Supplier<Path> documentFile;
    private final Saving saving;
    private final CompareViewModel compare;
    private final DialogService dialogs;
    private final BiConsumer<PlanOrigin, Path> open;
    private final Command command;

    /**
     * @param documentFile the document's file; null while it has none
     * @param open         opens the Migration dialog from the origin to the saved document's file
     */
    public PlanMigration(Document document, Supplier<Path> documentFile, Saving saving, CompareViewModel compare,
            DialogService dialogs, BiConsumer<PlanOrigin, Path> open) {
        this.document = document;
        this.documentFile = documentFile;
        this.saving = saving;
        this.compare = compare;
        this.dialogs = dialogs;
        this.open = open;
        command = new Command(Bindings.createBooleanBinding(() -> compare.planOriginProperty().get() != null
                && document.model() != null, compare.planOriginProperty(), document.modelProperty()),
                compare.runningProperty(), this::start);
    }

    public Command command() {
        return command;
    }

    private void start() {
        PlanOrigin origin = compare.planOriginProperty().get();
        Path file = documentFile.get();
        boolean unsaved = file == null || document.dirtyProperty().get();
        if (!unsaved) {
            open.accept(origin, file);
            return;
        }
        Runnable next = () -> open.accept(origin, documentFile.get());
        if (origin instanceof PlanOrigin.ModelFile f && file != null && same(f.file(), file)) {
            if (dialogs.confirm("Save the new design under another name", "The plan goes from " + f.label()
                    + " to this document, which is saved in that very file: saving over it would lose the old design. "
                    + "Save this document under another name first?", "Save As…")) {
                saving.saveAs(next);
            }
        } else if (dialogs.confirm("Save before planning", (file == null ? "This document has not been saved yet"
                : file.getFileName() + " has unsaved changes") + ". A plan names its model files by their SHA-256, so "
                + "it goes to the document as saved. Save it now?", "Save and plan")) {
            saving.save(next);
        }
    }

    private static boolean same(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
}
