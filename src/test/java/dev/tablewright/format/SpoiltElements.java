package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The check shared by our extension's lists (vector indexes, kept entities): the first of two elements
 * is spoilt by setting (or, with a null value, removing) one member; it is one WARNING at the member's
 * path, the good one is read, the spoilt one is written back unchanged after it and read the same way again.
 */
final class SpoiltElements {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SpoiltElements() {
    }

    /**
     * @param list     the JSON pointer of the list in {@code file}
     * @param at       the JSON path of the list, as problems give it
     * @param elements what the table holds of the list
     * @param good     what it must hold: the second element
     */
    static void check(ObjectNode file, String list, String at, String member, String value, String path,
            String says, Function<TableDesign, List<?>> elements, Object good) throws Exception {
        ObjectNode bad = (ObjectNode) file.at(list + "/0");
        if (value == null) {
            bad.remove(member.substring(1));
        } else {
            bad.set(member.substring(1), JSON.readTree(value));
        }
        ReadResult read = WorkbenchJson.parse(JSON.writeValueAsString(file), "bad.json");
        List<Problem> problems = read.problems();
        assertEquals(1, problems.size(), problems::toString);
        Problem p = problems.get(0);
        assertEquals(Severity.WARNING, p.severity());
        assertEquals(at + path, p.path());
        assertTrue(p.message().contains(says) && p.message().endsWith("kept as written"), p.message());
        assertEquals(List.of(good), elements.apply(read.model().orElseThrow().tables().get(0)), "the good one is read");

        String written = WorkbenchJson.write(read.model().get());
        JsonNode writtenList = JSON.readTree(written).at(list);
        assertEquals(2, ((ArrayNode) writtenList).size(), written);
        assertEquals(file.at(list + "/1"), writtenList.get(0));
        assertEquals(bad, writtenList.get(1), "the spoilt one is written back as it was");
        ReadResult again = WorkbenchJson.parse(written, "bad.json");
        Docs.assertSameModel(read.model().get(), again.model().orElseThrow());
        assertEquals(written, WorkbenchJson.write(again.model().get()));
    }
}
