package dev.tablewright.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.rules.ModelValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Every shipped sample is a complete, valid design: the app's first impression. */
class SampleModelsTest {

    /** The samples and their later versions (the TO of a worked migration): each is a complete design. */
    static List<String> names() {
        return SampleModels.ALL_FILES;
    }

    @Test
    void everyFileInTheFolderIsShippedAndListed() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("sample-models"))) {
            List<String> onDisk = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json"))
                    .sorted().toList();
            assertEquals(SampleModels.ALL_FILES.stream().sorted().toList(), onDisk);
        }
        assertTrue(SampleModels.NAMES.size() >= 5);
    }

    @ParameterizedTest
    @MethodSource("names")
    void readsCleanlyAndValidatesWithoutErrors(String name) {
        ReadResult read = SampleModels.read(name);
        assertTrue(read.problems().isEmpty(), () -> name + " read problems: " + read.problems());
        DataModel model = read.model().orElseThrow();
        List<Problem> errors = ModelValidator.validate(model).stream().filter(Problem::isError).toList();
        assertTrue(errors.isEmpty(), () -> name + ": " + errors);
    }

    @ParameterizedTest
    @MethodSource("names")
    void isACompleteDesign(String name) {
        DataModel model = SampleModels.read(name).model().orElseThrow();
        assertFalse(model.metadata().description().isEmpty(), name + " has a description");
        int items = model.tables().stream().mapToInt(t -> t.allItems().size()).sum();
        assertTrue(items >= 20, name + " has " + items + " items");
        for (TableDesign t : model.tables()) {
            assertFalse(t.entities().isEmpty(), name + " has entities");
            assertFalse(t.accessPatterns().isEmpty(), name + " lists its access patterns");
            for (Entity e : t.entities()) {
                assertFalse(e.keyTemplates().isEmpty(), name + "/" + e.name() + " has key templates");
                for (Item item : e.items()) {
                    // Stored keys are exactly what the templates derive.
                    KeyDerivation.Result derived = KeyDerivation.deriveAll(t, e, item);
                    assertEquals(item, derived.item(), () -> name + "/" + e.name() + " item " + item);
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("names")
    void shippedCopyMatchesTheProjectFolderAndRoundTrips(String name) throws IOException {
        DataModel shipped = SampleModels.read(name).model().orElseThrow();
        assertEquals(WorkbenchJson.read(Path.of("sample-models", name)).model().orElseThrow(), shipped);
        String written = WorkbenchJson.write(shipped);
        assertEquals(shipped, WorkbenchJson.parse(written, name).model().orElseThrow());
        assertEquals(Files.readString(Path.of("sample-models", name)), written,
                name + " is stored exactly as Tablewright writes it (run `convert` to normalize)");
    }

    @Test
    void aMissingSampleIsAProblemNotAnException() {
        ReadResult read = SampleModels.read("no-such-sample.json");
        assertTrue(read.model().isEmpty());
        assertTrue(read.hasErrors());
    }
}
