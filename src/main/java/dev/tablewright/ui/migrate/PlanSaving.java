package dev.tablewright.ui.migrate;

import dev.tablewright.engine.migrate.Source;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.format.migrate.PlanJson;
import dev.tablewright.io.AtomicFile;
import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.SaveFailures;
import dev.tablewright.ui.common.TaskRunner;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableObjectValue;

/**
 * Save plan…: the plan shown, written atomically as JSON ({@code migrate plan -o} writes the same) where
 * the user chooses, with the model files named relative to it when they share its folder's tree, so the
 * plan and its models move together. Apply keeps its journal next to the plan, so it needs the plan saved:
 * {@link #savedFileProperty()} is the file of the plan shown, null until it is saved or once it changed.
 */
public final class PlanSaving {
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final ObservableObjectValue<PlanFile> plan;
    private final Path toFile;
    private final Consumer<String> status;
    private final BiConsumer<String, Throwable> failed;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<Path> savedFile = new ReadOnlyObjectWrapper<>();
    private final Command save;
    private PlanFile saved;
    private Path savedTo;

    PlanSaving(TaskRunner tasks, DialogService dialogs, ObservableObjectValue<PlanFile> plan, Path toFile,
            Consumer<String> status, BiConsumer<String, Throwable> failed) {
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.plan = plan;
        this.toFile = toFile;
        this.status = status;
        this.failed = failed;
        // A new estimate is another plan: the file on disk is then not the plan shown.
        plan.addListener((o, a, b) -> savedFile.set(b != null && b.equals(saved) ? savedTo : null));
        save = new Command(Bindings.isNotNull(plan), busy, this::choose);
    }

    /** Save plan…. */
    public Command saveCommand() {
        return save;
    }

    /** The file holding the plan shown; null until it is saved, and once the plan shown changed. */
    public ReadOnlyObjectProperty<Path> savedFileProperty() {
        return savedFile.getReadOnlyProperty();
    }

    private void choose() {
        Path folder = toFile.toAbsolutePath().getParent();
        String name = String.valueOf(toFile.getFileName()).replaceFirst("\\.json$", "") + "-plan.json";
        dialogs.choosePlanFileToSave(savedTo == null ? folder : savedTo.getParent(), savedTo == null ? name
                : String.valueOf(savedTo.getFileName())).ifPresent(p -> write(p, plan.get(), ReadOnlyTarget.REFUSE));
    }

    /** Writes {@code file} to {@code target} in the background. */
    void write(Path target, PlanFile file, ReadOnlyTarget readOnly) {
        busy.set(true);
        status.accept("Saving the plan to " + target.getFileName() + "…");
        tasks.run("Saving " + target.getFileName(), p -> {
            AtomicFile.write(target, PlanJson.write(relativeTo(target, file)).getBytes(StandardCharsets.UTF_8), readOnly);
            return target;
        }, written -> {
            busy.set(false);
            saved = file;
            savedTo = written;
            savedFile.set(file.equals(plan.get()) ? written : null);
            status.accept("Saved the plan to " + written + ".");
        }, error -> {
            busy.set(false);
            if (SaveFailures.askToReplace(dialogs, error)) {
                write(target, file, ReadOnlyTarget.REPLACE);
            } else if (SaveFailures.isReadOnly(error)) {
                status.accept("The plan is not saved: " + SaveFailures.readOnlyLine(error));
            } else {
                failed.accept("Could not save the plan", error);
            }
        }, () -> {
            busy.set(false);
            status.accept("Saving the plan cancelled.");
        });
    }

    /** The plan with its model files named from the plan's folder, as {@code PlanModels.read} finds them. */
    static PlanFile relativeTo(Path planFile, PlanFile file) {
        return new PlanFile(relative(planFile, file.from()), relative(planFile, file.to()), file.writeRate(), file.plan());
    }

    private static Source relative(Path planFile, Source side) {
        Path folder = planFile.toAbsolutePath().getParent();
        if (!side.isFile() || folder == null) {
            return side;
        }
        Path model = Path.of(side.location()).toAbsolutePath();
        if (!model.getRoot().equals(folder.getRoot())) {
            return side;
        }
        return Source.file(folder.relativize(model).toString().replace('\\', '/'), side.detail());
    }
}
