package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.POJONode;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.format.json.Member;
import dev.tablewright.format.json.Where;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A {@code TableData} array: items in DynamoDB JSON, each with its path (for problems found later).
 * An element that is not an item is reported and left out.
 */
record ItemsReader(List<Item> items, ItemPaths paths) {

    /**
     * Decodes the item arrays of tables and facets while the document is parsed, each item from its
     * own small tree, so that the document's tree never holds them ({@link #read} takes them up).
     */
    static final JsonTreeReader.Streamed ITEM_ARRAYS = at -> isItemArray(at)
            ? Optional.of(new Decoder(at.toString(), new Diagnostics(""))) : Optional.empty();

    static ItemsReader read(Member tableData, Diagnostics d) {
        if (tableData.node() instanceof POJONode pojo && pojo.getPojo() instanceof Decoded decoded) {
            // Reported now, where a tree would have been decoded: problems stay in reading order.
            decoded.problems().forEach(p -> d.add(p.severity(), p.path(), p.message()));
            return decoded.items();
        }
        Decoder decoder = new Decoder(tableData.path(), d);
        ArrayNode array = tableData.array(d, Severity.ERROR, "an array of items").orElse(Json.array());
        for (int i = 0; i < array.size(); i++) {
            decoder.add(array.get(i), i);
        }
        return decoder.items();
    }

    /** {@code $.DataModel[i].TableData} or {@code $.DataModel[i].TableFacets[j].TableData}. */
    private static boolean isItemArray(Where at) {
        return at.isMember("TableData") && (isTable(at.parent()) || isFacet(at.parent()));
    }

    private static boolean isTable(Where at) {
        return at.isElementOf(WorkbenchReader.DATA_MODEL) && Where.ROOT.equals(at.parent().parent());
    }

    private static boolean isFacet(Where at) {
        return at.isElementOf(TableReader.FACETS) && isTable(at.parent().parent());
    }

    /** What stands in the tree for a streamed item array. */
    private record Decoded(ItemsReader items, List<Problem> problems) {
    }

    private static final class Decoder implements JsonTreeReader.Elements {
        private final String array;
        private final Diagnostics d;
        private final List<Item> items = new ArrayList<>();
        private final ItemPaths.Builder paths;

        Decoder(String array, Diagnostics d) {
            this.array = array;
            this.d = d;
            this.paths = new ItemPaths.Builder(array);
        }

        void add(JsonNode element, int index) {
            DynamoJson.decodeItem(element, () -> JsonPath.index(array, index), d).ifPresent(item -> {
                items.add(item);
                paths.add(index);
            });
        }

        ItemsReader items() {
            return new ItemsReader(List.copyOf(items), paths.build());
        }

        @Override
        public void element(JsonNode element, Where at) {
            add(element, at.index());
        }

        @Override
        public JsonNode end() {
            return Json.NODES.pojoNode(new Decoded(items(), d.problems()));
        }
    }
}
