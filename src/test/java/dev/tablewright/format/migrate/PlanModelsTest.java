package dev.tablewright.format.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.migrate.Source;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A plan's model files found by their hash, wherever the plan was made from. */
class PlanModelsTest {
    private static final Path V1 = Path.of("sample-models/movies-actors.json");
    private static final Path V2 = Path.of("sample-models/movies-actors-v2.json");

    @TempDir
    Path dir;

    @Test
    void aFileNamedFromThePlansFolderIsFoundThereEvenWhenTheWorkingFolderHasAnotherOfThatName() throws Exception {
        // The window names "sample-models/movies-actors.json" from the plan's folder; the working folder
        // (the project) has a file of that name too, with other content.
        Path there = dir.resolve("sample-models/movies-actors.json");
        Files.createDirectories(there.getParent());
        Files.copy(V2, there);
        Source side = Source.file(V1.toString(), PlanModels.sha256(V2));
        PlanModels.Loaded loaded = PlanModels.read(dir.resolve("plan.json"), side);
        assertTrue(loaded.model().isPresent(), loaded.error());
        assertEquals(PlanModels.sha256(there), side.detail());
    }

    @Test
    void noFileWithThePlansHashSaysTheModelChanged() {
        Source side = Source.file(V1.toString(), "00".repeat(32));
        PlanModels.Loaded loaded = PlanModels.read(dir.resolve("plan.json"), side);
        assertTrue(loaded.model().isEmpty());
        assertTrue(loaded.error().contains("another version of " + V1), loaded.error());
    }

    @Test
    void aMissingFileSaysWhereItWasLookedFor() {
        PlanModels.Loaded loaded = PlanModels.read(dir.resolve("plan.json"), Source.file("nowhere.json", "ab"));
        assertEquals("the plan's model nowhere.json is not there (nor next to the plan)", loaded.error());
    }
}
