package dev.tablewright.format;

import dev.tablewright.model.DataModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SaveTest {
    @TempDir
    Path dir;

    @Test
    void savedBytesAreTheWrittenTextAsUtf8WithoutBom() throws IOException {
        DataModel model = ModelSchemaRoundTripTest.everything();
        Path file = dir.resolve("everything.json");
        WorkbenchJson.save(model, file);
        byte[] bytes = Files.readAllBytes(file);
        assertArrayEquals(WorkbenchJson.write(model).getBytes(StandardCharsets.UTF_8), bytes);
        assertTrue(bytes[0] == '{', "no byte-order mark");
        String text = new String(bytes, StandardCharsets.UTF_8);
        assertFalse(text.contains("\r"));
        assertTrue(text.endsWith("}\n"));
        assertTrue(text.contains("\n  \"ModelMetadata\": {\n    \"Author\""), "two-space indent");
        Docs.assertSameModel(model, WorkbenchJson.read(file).model().orElseThrow());
    }

    @Test
    void savingReplacesTheOldModel() throws IOException {
        Path file = dir.resolve("m.json");
        WorkbenchJson.save(ModelSchemaRoundTripTest.everything(), file);
        DataModel small = DataModel.of("small", List.of());
        WorkbenchJson.save(small, file);
        assertEquals(small, WorkbenchJson.read(file).model().orElseThrow());
        assertEquals(List.of(file), list());
    }

    @Test
    void aFailedSaveLeavesWhatWasThereAndNoTempFile() throws IOException {
        // The target is a folder that is not empty: the final move fails after the text was written.
        Path target = Files.createDirectory(dir.resolve("m.json"));
        Files.writeString(target.resolve("keep.txt"), "kept");
        assertThrows(IOException.class, () -> WorkbenchJson.save(ModelSchemaRoundTripTest.everything(), target));
        assertEquals("kept", Files.readString(target.resolve("keep.txt")));
        assertEquals(List.of(target), list());
    }

    private List<Path> list() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }
}
