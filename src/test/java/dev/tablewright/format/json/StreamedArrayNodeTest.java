package dev.tablewright.format.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StreamedArrayNodeTest {
    private final List<Integer> made = new ArrayList<>();

    private StreamedArrayNode numbers(List<Integer> values) {
        return StreamedArrayNode.of(values, v -> {
            made.add(v);
            return Json.NODES.textNode("n" + v);
        });
    }

    @Test
    void elementsAreMadeWhenWrittenThenTheChildrenFollow() throws IOException {
        StreamedArrayNode array = numbers(List.of(1, 2, 3));
        array.add("kept");
        ObjectNode root = Json.object();
        root.set("a", array);
        assertEquals(List.of(), made, "nothing is made before it is written");
        StringWriter out = new StringWriter();
        Json.pretty(root, out);
        assertEquals(List.of(1, 2, 3), made);
        assertEquals("{\n  \"a\": [\n    \"n1\",\n    \"n2\",\n    \"n3\",\n    \"kept\"\n  ]\n}\n", out.toString());
        assertEquals(out.toString(), Json.pretty(root));
        assertEquals(Json.pretty(root), Json.pretty(root.deepCopy()), "the copy is the plain tree it stands for");
        assertEquals(4, array.length());
        assertEquals(1, array.size(), "only the kept element is a child of the tree");
    }

    @Test
    void anEmptyOneIsWrittenAsAnEmptyArray() {
        assertEquals("[]\n", Json.pretty(numbers(List.of())));
    }

    @Test
    void theWriterIsFlushedNotClosed() throws IOException {
        StringWriter out = new StringWriter() {
            @Override
            public void close() {
                throw new AssertionError("closed");
            }
        };
        Json.pretty(numbers(List.of(1)), out);
        out.write("more");
        assertEquals("[\n  \"n1\"\n]\nmore", out.toString());
    }

    @Test
    void tooDeepIsAnIllegalArgument() {
        StreamedArrayNode deep = StreamedArrayNode.of(List.of(1), v -> {
            var node = Json.array();
            var inner = node;
            for (int i = 0; i < 3000; i++) {
                inner = inner.addArray();
            }
            return node;
        });
        assertThrows(IllegalArgumentException.class, () -> Json.pretty(deep, new StringWriter()));
    }
}
