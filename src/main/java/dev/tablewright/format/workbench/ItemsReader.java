package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
import dev.tablewright.model.RawJson;
import dev.tablewright.model.Severity;
import dev.tablewright.model.ValuePool;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A {@code TableData} array: items in DynamoDB JSON, each with its path (for problems found later).
 * An element that is not an item, or an item with a value that cannot be read, is reported and
 * kept as written ({@link #kept()}): the writer puts it back at the end of the array, so nothing in
 * the file is lost, though the grids cannot show it. Equal values are one instance across the file's arrays
 * ({@link #pool()}, which the keys derived after reading go through too).
 */
record ItemsReader(List<Item> items, ItemPaths paths, List<JsonNode> kept, ValuePool pool) {

    ItemsReader(List<Item> items, ItemPaths paths) {
        this(items, paths, List.of(), new ValuePool());
    }

    /** The kept members of {@code extra} with the elements that could not be read. */
    RawJson withKept(RawJson extra) {
        return RawFields.withKeptElements(extra, TABLE_DATA, kept);
    }

    static final String TABLE_DATA = "TableData";

    /**
     * A copy of a table element whose streamed item arrays are JSON again (its own and its facets'),
     * for keeping the whole table as written when it cannot be read.
     */
    static JsonNode unstreamed(JsonNode table) {
        JsonNode copy = table.deepCopy();
        if (copy instanceof ObjectNode o) {
            unstream(o);
            if (o.get(TableReader.FACETS) instanceof ArrayNode facets) {
                facets.forEach(f -> {
                    if (f instanceof ObjectNode facet) {
                        unstream(facet);
                    }
                });
            }
        }
        return copy;
    }

    private static void unstream(ObjectNode holder) {
        if (holder.get(TABLE_DATA) instanceof POJONode pojo && pojo.getPojo() instanceof Decoded decoded) {
            ArrayNode array = TableWriter.items(decoded.items().items());
            decoded.items().kept().forEach(array::add);
            holder.set(TABLE_DATA, array);
        }
    }

    /**
     * Decodes the item arrays of tables and facets while the document is parsed, each item from its
     * own small tree, so that the document's tree never holds them ({@link #read} takes them up); one
     * per file read, its arrays' equal values one instance.
     */
    static JsonTreeReader.Streamed itemArrays() {
        ValuePool pool = new ValuePool();
        return at -> isItemArray(at) ? Optional.of(new Decoder(at.toString(), new Diagnostics(""), pool))
                : Optional.empty();
    }

    static ItemsReader read(Member tableData, Diagnostics d) {
        if (tableData.node() instanceof POJONode pojo && pojo.getPojo() instanceof Decoded decoded) {
            // Reported now, where a tree would have been decoded: problems stay in reading order.
            decoded.problems().forEach(p -> d.add(p.severity(), p.path(), p.message()));
            return decoded.items();
        }
        Decoder decoder = new Decoder(tableData.path(), d, new ValuePool());
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
        private final List<JsonNode> kept = new ArrayList<>();
        private final ItemPaths.Builder paths;
        /** The file's equal values as one instance: a large model's values repeat (ValuePool). */
        private final ValuePool pool;

        Decoder(String array, Diagnostics d, ValuePool pool) {
            this.array = array;
            this.d = d;
            this.pool = pool;
            this.paths = new ItemPaths.Builder(array);
        }

        void add(JsonNode element, int index) {
            int errors = d.errorCount();
            Optional<Item> item = DynamoJson.decodeItem(element, () -> JsonPath.index(array, index), d);
            if (item.isPresent() && d.errorCount() == errors) {
                items.add(pool.share(item.get()));
                paths.add(index);
            } else if (element != null) {
                kept.add(element);
                d.warning(JsonPath.index(array, index), "the item cannot be read whole; it is kept as written "
                        + "(at the end of the array) but not shown");
            }
        }

        ItemsReader items() {
            return new ItemsReader(List.copyOf(items), paths.build(), List.copyOf(kept), pool);
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
