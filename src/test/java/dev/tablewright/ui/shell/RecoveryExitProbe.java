package dev.tablewright.ui.shell;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.nio.file.Path;
import java.util.List;

/**
 * A process with the app's recovery and one unsaved edit, kept alive by a non-daemon thread as the
 * FX thread keeps the app alive, for {@link RecoveryExitTest} to end from outside.
 */
public final class RecoveryExitProbe {
    private RecoveryExitProbe() {
    }

    public static void main(String[] args) throws Exception {
        // As in the app, where a model was read before any edit: the JSON writer's classes are loaded.
        SampleModels.read(SampleModels.FIRST);
        Recovery recovery = Recovery.forApp(Path.of(args[0]));
        recovery.schedule(DataModel.of("Unsaved work", List.of(TableDesign.of("Orders",
                KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S)))), null, "orders.json");
        System.out.println("ready");
        System.out.flush();
        Thread.currentThread().join(); // forever, as the FX thread
    }
}
