package dev.tablewright.cli.bench;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;

/** The items the live benchmarks write: about 200 bytes, a typical small item; 1,000 partitions of 100 at 100,000. */
final class BenchItems {
    private BenchItems() {
    }

    static Item item(int i) {
        Map<String, AttributeValue> a = new LinkedHashMap<>();
        a.put("pk", new AttributeValue.S("CUSTOMER#" + (i % 1000)));
        a.put("sk", new AttributeValue.S(String.format("ORDER#%08d", i)));
        a.put("entityType", new AttributeValue.S("Order"));
        a.put("status", new AttributeValue.S(i % 3 == 0 ? "SHIPPED" : "PENDING"));
        a.put("total", new AttributeValue.N(BigDecimal.valueOf(i % 10_000, 2)));
        a.put("note", new AttributeValue.S("order " + i + " placed through the web shop, two items, standard delivery"));
        return new Item(a);
    }
}
