package dev.tablewright.format;

import dev.tablewright.format.json.Json;
import dev.tablewright.format.workbench.WorkbenchWriter;
import dev.tablewright.model.DataModel;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * The model file written item by item is, byte for byte, the text of the whole document's tree
 * (how it was written before items were streamed): every sample, every reference file, and a model
 * with every field the format has.
 */
class StreamedWriteTest {
    @TempDir
    Path dir;

    static Stream<Arguments> models() throws IOException {
        Stream<Arguments> samples = SampleModels.ALL_FILES.stream()
                .map(name -> Arguments.of(name, SampleModels.read(name).model().orElseThrow()));
        Path reference = ReferenceFiles.folder().getParent();
        Stream<Arguments> references = Stream.concat(ReferenceFiles.all().stream(),
                        Stream.of(reference.resolve("dynobase-form/library.json")))
                .map(file -> Arguments.of(reference.relativize(file).toString(),
                        WorkbenchJson.read(file).model().orElseThrow()));
        return Stream.of(samples, references, Stream.of(
                Arguments.of("everything", ModelSchemaRoundTripTest.everything()),
                Arguments.of("unreadable items kept", withUnreadableItems()))).flatMap(s -> s);
    }

    /** Elements of TableData that are not items are kept and written after the items. */
    private static DataModel withUnreadableItems() throws IOException {
        String text = Files.readString(Path.of("sample-models", SampleModels.FIRST))
                .replaceFirst("\"TableData\": \\[", "\"TableData\": [ 42, {\"PK\": 7},");
        ReadResult read = WorkbenchJson.parse(text, SampleModels.FIRST);
        if (read.problems().stream().noneMatch(p -> p.message().contains("kept as written"))) {
            throw new AssertionError("no unreadable item in " + read.problems());
        }
        return read.model().orElseThrow();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void savedFileIsTheWholeTreesText(String name, DataModel model) throws IOException {
        String wholeTree = Json.pretty(WorkbenchWriter.document(model).deepCopy());
        Path file = dir.resolve("m.json");
        WorkbenchJson.save(model, file);
        assertArrayEquals(wholeTree.getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file), name);
    }
}
