package dev.tablewright.ui.diagram;

import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.SaveFailures;
import dev.tablewright.ui.common.TaskRunner;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Export PNG: asks where (starting in the folder used last), takes the picture on the FX thread,
 * then encodes and writes it on the task runner; the outcome goes to the diagram's status line.
 */
final class DiagramExport {
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final Consumer<String> status;
    private Path folder;

    DiagramExport(TaskRunner tasks, DialogService dialogs, Consumer<String> status) {
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.status = status;
    }

    /** @param render the view's snapshot, taken when called (on the FX thread) */
    void png(String name, Supplier<BufferedImage> render) {
        Optional<Path> chosen = dialogs.chooseImageToSave(folder, name + ".png");
        if (chosen.isEmpty()) {
            return;
        }
        Path target = withPngExtension(chosen.get());
        folder = target.toAbsolutePath().getParent();
        write(target, render.get(), ReadOnlyTarget.REFUSE);
    }

    /** A read-only file is refused in the background; the user is asked here, then it is written again. */
    private void write(Path target, BufferedImage image, ReadOnlyTarget readOnly) {
        tasks.run("Exporting " + target.getFileName(), progress -> {
            PngFile.write(target, image, readOnly);
            return target;
        }, written -> status.accept("Exported the diagram to " + written.getFileName() + "."), failure -> {
            if (SaveFailures.askToReplace(dialogs, failure)) {
                write(target, image, ReadOnlyTarget.REPLACE);
            } else if (SaveFailures.isReadOnly(failure)) {
                status.accept("Not exported: " + SaveFailures.readOnlyLine(failure));
            } else {
                dialogs.showError("Could not export the diagram", SaveFailures.describe(failure), List.of());
            }
        }, () -> status.accept("Export cancelled."));
    }

    private static Path withPngExtension(Path p) {
        String name = String.valueOf(p.getFileName());
        return name.toLowerCase(Locale.ROOT).endsWith(".png") ? p : p.resolveSibling(name + ".png");
    }
}
