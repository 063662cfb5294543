package dev.tablewright.aws.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Items that tie on an index's keys come back in DynamoDB Local's order, page by page: a Query of
 * Limit 2 (and one without a Limit), forwards and backwards, on every kind of index a tie can happen
 * in — a hash-only GSI, a GSI on a non-key attribute with a sort key, a GSI sharing the table's sort
 * key, a GSI on the table's partition key, an LSI, a GSI of a table without a sort key — with table
 * keys of each type (S, N with negatives, fractions and big exponents, B), compared exactly.
 */
class IndexTieOrderTest {
    private static final Gateway LOCAL = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);

    enum Design {
        HASH_ONLY_GSI_S(AttributeType.S, AttributeType.S, "G", null),
        HASH_ONLY_GSI_N(AttributeType.N, AttributeType.N, "G", null),
        HASH_ONLY_GSI_B(AttributeType.B, AttributeType.B, "G", null),
        GSI_WITH_SORT_KEY(AttributeType.S, AttributeType.N, "G", "GS"),
        GSI_ON_TABLE_SORT_KEY(AttributeType.N, AttributeType.S, "G", "SK"),
        GSI_ON_TABLE_PARTITION_KEY(AttributeType.S, AttributeType.N, "PK", "GS"),
        LSI_S(AttributeType.S, AttributeType.S, null, "L"),
        LSI_N(AttributeType.S, AttributeType.N, null, "L"),
        NO_TABLE_SORT_KEY_N(AttributeType.N, null, "G", null),
        NO_TABLE_SORT_KEY_S(AttributeType.S, null, "G", "GS");

        final AttributeType pk;
        final AttributeType sk;
        final String indexPk;
        final String indexSk;

        Design(AttributeType pk, AttributeType sk, String indexPk, String indexSk) {
            this.pk = pk;
            this.sk = sk;
            this.indexPk = indexPk;
            this.indexSk = indexSk;
        }

        boolean lsi() {
            return indexPk == null;
        }

        TableDesign table(String name) {
            KeySchema keys = sk == null ? KeySchema.of("PK", pk) : KeySchema.of("PK", pk, "SK", sk);
            TableDesign d = TableDesign.of(name, keys);
            if (lsi()) {
                return d.withLocalIndexes(List.of(new LocalSecondaryIndex("IDX", new AttributeDef(indexSk, AttributeType.S),
                        Projection.ALL)));
            }
            AttributeType gpk = indexPk.equals("PK") ? pk : AttributeType.S;
            KeySchema index = indexSk == null ? KeySchema.of(indexPk, gpk)
                    : KeySchema.of(indexPk, gpk, indexSk, indexSk.equals("SK") ? sk : AttributeType.S);
            return d.withGlobalIndexes(List.of(new GlobalSecondaryIndex("IDX", index, Projection.ALL)));
        }
    }

    @ParameterizedTest
    @EnumSource(Design.class)
    void tiesComeBackInDynamoDbLocalsOrder(Design design) {
        String name = "ties-" + UUID.randomUUID();
        SandboxGateway sandbox = SandboxGateway.empty();
        TableDesign table = design.table(name);
        sandbox.createTable(table);
        LOCAL.createTable(table);
        try {
            Random random = new Random(design.ordinal());
            for (Item item : items(design, random)) {
                sandbox.putItem(PutItemRequest.of(name, item));
                LOCAL.putItem(PutItemRequest.of(name, item));
            }
            for (QueryRequest q : queries(design, name)) {
                for (Integer limit : new Integer[] {2, null}) {
                    for (boolean forward : new boolean[] {true, false}) {
                        QueryRequest r = new QueryRequest(q.table(), q.index(), q.keyCondition(), "", "", q.expr(), limit,
                                forward, null, null, false);
                        assertEquals(pages(LOCAL, r), pages(sandbox, r),
                                design + " " + r.keyCondition() + " limit " + limit + (forward ? " forwards" : " backwards"));
                    }
                }
            }
        } finally {
            LOCAL.deleteTable(name);
        }
    }

    /** Every page's items and LastEvaluatedKey, without capacity. */
    private static List<Page> pages(Gateway g, QueryRequest q) {
        List<Page> pages = new ArrayList<>();
        Page page = g.query(q);
        pages.add(new Page(page.items(), page.count(), page.scannedCount(), page.lastEvaluatedKey()));
        while (page.hasMore()) {
            page = g.query(q.withExclusiveStartKey(page.lastEvaluatedKey()));
            pages.add(new Page(page.items(), page.count(), page.scannedCount(), page.lastEvaluatedKey()));
        }
        return pages;
    }

    private static List<QueryRequest> queries(Design d, String table) {
        List<QueryRequest> queries = new ArrayList<>();
        if (d.lsi()) {
            for (int p = 0; p < 3; p++) {
                queries.add(query(table, "PK = :p", Map.of(":p", value(d.pk, p))));
            }
        } else if (d.indexPk.equals("PK")) {
            for (int p = 0; p < 3; p++) {
                queries.add(query(table, "PK = :p", Map.of(":p", value(d.pk, p))));
            }
        } else {
            queries.add(query(table, "G = :g", Map.of(":g", AttributeValue.s("same"))));
            queries.add(query(table, "G = :g", Map.of(":g", AttributeValue.s("other"))));
        }
        return queries;
    }

    private static QueryRequest query(String table, String condition, Map<String, AttributeValue> values) {
        return new QueryRequest(table, "IDX", condition, "", "", new Expr(Map.of(), values), null, true, null, null,
                false);
    }

    /** Items whose index keys take two or three values only, so most of them tie. */
    private static List<Item> items(Design d, Random random) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            int partition = d.sk == null ? i : random.nextInt(3);
            a.put("PK", value(d.pk, partition));
            if (d.sk != null) {
                a.put("SK", value(d.sk, i));
            }
            a.put("G", AttributeValue.s(random.nextInt(4) == 0 ? "other" : "same"));
            a.put("GS", AttributeValue.s("v" + random.nextInt(2)));
            a.put("L", AttributeValue.s("l" + random.nextInt(2)));
            a.put("n", AttributeValue.n(Integer.toString(i)));
            items.add(new Item(a));
        }
        return items;
    }

    private static final String[] NUMBERS = {"0", "-1", "1", "-0.5", "0.25", "10", "-10", "99", "100", "1234567.891",
        "-98765432109876543210", "1E+100", "-1E-100", "3.14159", "42", "7", "-7", "0.001", "1000001", "12345678901234567890123456789012345678"};

    private static AttributeValue value(AttributeType type, int i) {
        switch (type) {
            case N:
                return AttributeValue.n(i < NUMBERS.length ? NUMBERS[i] : (i % 2 == 0 ? "-" : "") + i * 37 + "." + i);
            case B:
                return new AttributeValue.B(Binary.of(("k" + i + "\u00ff").getBytes(StandardCharsets.ISO_8859_1)));
            default:
                return AttributeValue.s("key-" + i + (i % 3 == 0 ? "é" : ""));
        }
    }
}
