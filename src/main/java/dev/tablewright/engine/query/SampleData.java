package dev.tablewright.engine.query;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyLimits;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An engine holding tables and their sample items, derived keys applied: what the Sandbox and the
 * access-pattern analysis run on. A sample item that DynamoDB would refuse (a missing or empty key …)
 * is left out and listed in {@link #leftOut()}.
 *
 * <p>The engine holds the sample items themselves, not copies, so the sample item a stored item came
 * from is found by identity ({@link #sourceOf}), without a map of every item by its key.
 */
public final class SampleData {
    private final QueryEngine engine;
    private final List<Loaded> loaded;
    private final List<LeftOut> leftOut;
    /**
     * Per table, each loaded sample item by the identity of its item, which the engine stores as it is;
     * of two items of one key the later is the one the engine holds, and the one found.
     */
    private final Map<String, Map<Item, SourcedItem>> sources;

    /**
     * A sample item DynamoDB would refuse.
     *
     * @param reason   short, for a list of items ("GSI1PK is empty"), else DynamoDB's words
     * @param emptyKey the key attribute (of the table or an index) whose value is empty, if that is why
     */
    public record LeftOut(String table, SourcedItem item, String reason, Optional<String> emptyKey) {
        /** {@code table entity#n: reason}, as the commit report lists it. */
        public String line() {
            return table + " " + item.id() + ": " + reason;
        }
    }

    /** One table's sample items that the engine holds, in the order loaded. */
    public record Loaded(TableDesign table, List<SourcedItem> items) {
        public Loaded {
            items = List.copyOf(items);
        }
    }

    private SampleData(QueryEngine engine, List<Loaded> loaded, List<LeftOut> leftOut,
            Map<String, Map<Item, SourcedItem>> sources) {
        this.engine = engine;
        this.loaded = List.copyOf(loaded);
        this.leftOut = List.copyOf(leftOut);
        this.sources = sources;
    }

    /**
     * Each table created and its sample items put as PutItem puts them ({@link QueryEngine#load}): an
     * item the engine refuses is left out with the engine's reason, and a later item of the same key
     * replaces an earlier one.
     */
    public static SampleData of(List<TableDesign> tables) {
        QueryEngine engine = new QueryEngine();
        List<Loaded> loaded = new ArrayList<>();
        List<LeftOut> refused = new ArrayList<>();
        Map<String, Map<Item, SourcedItem>> sources = new HashMap<>();
        for (TableDesign table : tables) {
            engine.createTable(table);
            List<SourcedItem> put = new ArrayList<>();
            Map<Item, SourcedItem> byIdentity = new IdentityHashMap<>();
            for (SourcedItem s : IndexView.derivedItems(table)) {
                try {
                    engine.load(table.name(), s.item());
                    put.add(s);
                    byIdentity.put(s.item(), s);
                } catch (DynamoException e) {
                    Optional<String> empty = emptyKey(table, s);
                    refused.add(new LeftOut(table.name(), s, empty.map(k -> k + " is empty").orElse(e.getMessage()),
                            empty));
                }
            }
            loaded.add(new Loaded(table, put));
            sources.put(table.name(), byIdentity);
        }
        return new SampleData(engine, loaded, refused, sources);
    }

    public QueryEngine engine() {
        return engine;
    }

    /** The items put, per table, in the order loaded. */
    public List<Loaded> loaded() {
        return loaded;
    }

    /** The items left out and why. */
    public List<LeftOut> leftOut() {
        return leftOut;
    }

    /** Why items were left out, one line each ({@code table entity#n: message}). */
    public List<String> refused() {
        return leftOut.stream().map(LeftOut::line).toList();
    }

    /**
     * The sample item the table holds under the item's primary key (an item the engine returned, whole
     * or projected: every projection keeps the table's keys); empty when the table holds none there, or
     * holds an item no sample item put.
     */
    public Optional<SourcedItem> sourceOf(String table, Item item) {
        SourcedItem same = sources.getOrDefault(table, Map.of()).get(item);
        if (same != null) {
            return Optional.of(same);
        }
        Map<String, AttributeValue> key;
        synchronized (engine) {
            key = Writes.keyOf(engine.table(table), item.attributes());
        }
        return itemAt(table, key);
    }

    /**
     * The sample item the table holds under this primary key: the key names exactly the table's key
     * attributes, each with its declared type (anything else names no item); empty when there is none.
     */
    public Optional<SourcedItem> itemAt(String table, Map<String, AttributeValue> key) {
        StoredItem stored;
        synchronized (engine) {
            Table t = engine.table(table);
            if (!isPrimaryKey(t, key)) {
                return Optional.empty();
            }
            stored = t.get(key);
        }
        return stored == null ? Optional.empty()
                : Optional.ofNullable(sources.getOrDefault(table, Map.of()).get(stored.toItem()));
    }

    private static boolean isPrimaryKey(Table table, Map<String, AttributeValue> key) {
        List<AttributeDef> keys = table.keys().attributes();
        if (key.size() != keys.size()) {
            return false;
        }
        for (AttributeDef k : keys) {
            AttributeValue v = key.get(k.name());
            if (v == null || v.type() != k.type()) {
                return false;
            }
        }
        return true;
    }

    /** The first key attribute of the table or an index that the item holds as an empty string or binary. */
    private static Optional<String> emptyKey(TableDesign table, SourcedItem s) {
        return table.keyAttributeNames().stream().filter(k -> s.item().get(k).filter(KeyLimits::isEmpty).isPresent())
                .findFirst();
    }
}
