package dev.tablewright.format.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Test;

/** A file's equal values are read as one instance (ValuePool): what keeps a large model's heap small. */
class SharedValuesTest {

    @Test
    void theItemsOfAnEntityShareTheirTypeValueAndEqualValuesAreOneInstance(@TempDir Path dir) throws Exception {
        // Saved once, so that every value is in the file as written (the sample leaves attributes its keys hold out).
        Path file = dir.resolve("movies.json");
        WorkbenchJson.save(SampleModels.read("movies-actors.json").model().orElseThrow(), file);
        DataModel model = WorkbenchJson.read(file).model().orElseThrow();
        Entity movie = model.tables().get(0).entity("Movie").orElseThrow();
        List<Item> movies = movie.items();
        assertTrue(movies.size() > 1);
        AttributeValue first = movies.get(0).attributes().get("entityType");
        for (Item m : movies) {
            assertSame(first, m.attributes().get("entityType"));
        }
        // Across the whole table: no two equal strings are different instances.
        Map<AttributeValue, AttributeValue> seen = new java.util.HashMap<>();
        IdentityHashMap<AttributeValue, Boolean> instances = new IdentityHashMap<>();
        for (Entity e : model.tables().get(0).entities()) {
            for (Item item : e.items()) {
                for (AttributeValue v : item.attributes().values()) {
                    if (v instanceof AttributeValue.S) {
                        assertSame(seen.computeIfAbsent(v, k -> v), v, v.toString());
                        instances.put(v, true);
                    }
                }
            }
        }
        assertEquals(seen.size(), instances.size());
    }
}
