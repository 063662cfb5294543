package dev.tablewright.aws.differential;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Item;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns a disagreement into a minimal reproduction: the table, the fewest items (found by removing
 * chunks while the disagreement stays), the operation and both answers.
 */
final class Repro {
    private static final int MAX_REPLAYS = 48;

    private Repro() {
    }

    static String report(Scenario s, Op op, Outcome sandbox, Outcome local, String why, Gateway dynamo,
            List<String> recent, List<Item> items) {
        List<Item> minimal = shrink(s.table, items, op, dynamo);
        StringBuilder sb = new StringBuilder();
        sb.append("Seed ").append(s.seed).append(" (-Ddifferential.seed=").append(s.seed)
                .append(" -Ddifferential.tables=1): ").append(why).append('\n');
        sb.append("Table: ").append(describe(s.table)).append('\n');
        if (minimal == null) {
            sb.append("Not reproducible from the table's contents alone; operations since the last state check:\n");
            recent.forEach(r -> sb.append("  ").append(Show.brief(r)).append('\n'));
            minimal = items;
        }
        sb.append("Items (").append(minimal.size()).append("):\n");
        minimal.forEach(i -> sb.append("  ").append(Show.brief(Show.item(i))).append('\n'));
        sb.append("Operation: ").append(Show.brief(op.description())).append('\n');
        sb.append("Sandbox:        ").append(Show.brief(Show.answer(sandbox))).append('\n');
        sb.append("DynamoDB Local: ").append(Show.brief(Show.answer(local))).append('\n');
        return sb.toString();
    }

    static String describe(TableDesign t) {
        StringBuilder sb = new StringBuilder(t.name()).append(" keys ").append(keys(t.keySchema().attributes()));
        for (SecondaryIndex i : t.indexes()) {
            sb.append(", ").append(i.name()).append(' ').append(keys(i.keySchema(t.keySchema()).attributes()))
                    .append(' ').append(i.projection().type())
                    .append(i.projection().nonKeyAttributes().isEmpty() ? "" : i.projection().nonKeyAttributes());
        }
        return sb.toString();
    }

    private static String keys(List<AttributeDef> defs) {
        List<String> parts = new ArrayList<>();
        defs.forEach(d -> parts.add(d.name() + ":" + d.type()));
        return parts.toString();
    }

    static List<Item> contents(Gateway g, String table) {
        List<Item> items = new ArrayList<>();
        for (Page p : Op.allPages(g, ScanRequest.of(table))) {
            items.addAll(p.items());
        }
        return items;
    }

    /** The smallest item list found on which the op still disagrees, or null if the contents do not suffice. */
    private static List<Item> shrink(TableDesign table, List<Item> items, Op op, Gateway dynamo) {
        int[] replays = {0};
        if (!disagrees(table, items, op, dynamo, replays)) {
            return null;
        }
        List<Item> current = items;
        int chunk = Math.max(1, current.size() / 2);
        while (chunk >= 1 && replays[0] < MAX_REPLAYS) {
            boolean removed = false;
            for (int from = 0; from < current.size() && replays[0] < MAX_REPLAYS; from += chunk) {
                List<Item> candidate = new ArrayList<>(current.subList(0, from));
                candidate.addAll(current.subList(Math.min(current.size(), from + chunk), current.size()));
                if (disagrees(table, candidate, op, dynamo, replays)) {
                    current = candidate;
                    removed = true;
                    break;
                }
            }
            if (!removed) {
                chunk /= 2;
            }
        }
        return current;
    }

    private static boolean disagrees(TableDesign table, List<Item> items, Op op, Gateway dynamo, int[] replays) {
        replays[0]++;
        try (SandboxGateway sandbox = SandboxGateway.empty()) {
            sandbox.createTable(table);
            dynamo.createTable(table);
            try {
                for (Item i : items) {
                    sandbox.putItem(PutItemRequest.of(table.name(), i));
                    dynamo.putItem(PutItemRequest.of(table.name(), i));
                }
                Optional<String> d = op.difference(op.run(sandbox), op.run(dynamo));
                return d.isPresent();
            } finally {
                dynamo.deleteTable(table.name());
            }
        }
    }
}
