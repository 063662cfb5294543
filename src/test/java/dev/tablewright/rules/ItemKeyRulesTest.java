package dev.tablewright.rules;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.List;

import org.junit.jupiter.api.Test;

class ItemKeyRulesTest {

    /** A bare table (PK, SK strings) with table-level items only. */
    private static DataModel things(Item... items) {
        return things(KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S), items);
    }

    private static DataModel things(KeySchema keys, Item... items) {
        return DataModel.of("m", List.of(TableDesign.of("Things", keys).withItems(List.of(items))));
    }

    @Test
    void tableKeysAreRequired() {
        Check.problem(things(Item.of("SK", s("b"))), Severity.ERROR, "Things/items/0",
                "the item has no PK: every item must carry the table's partition key (S)");
        Check.problem(things(Item.of("PK", s("a"))), Severity.ERROR, "Things/items/0", "the item has no SK");
        Check.clean(things(Item.of("PK", s("a"), "SK", s("b"))));
    }

    @Test
    void tableKeysHaveTheDeclaredType() {
        DataModel model = MoviesFixture.withItem("Movie", 0, i -> i.with("PK", n(1)));
        Check.problem(model, Severity.ERROR, "Movies/entities/Movie/items/0",
                "PK is N but it is the partition key of the table, of type S: DynamoDB rejects the item");
        Check.none(MoviesFixture.movies(), "but it is the");
    }

    @Test
    void tableKeysAreNotEmpty() {
        Check.problem(things(Item.of("PK", s(""), "SK", s("b"))), Severity.ERROR, "Things/items/0",
                "PK is empty, and it is the partition key of the table: key values cannot be empty");
        DataModel binary = things(KeySchema.of("PK", AttributeType.B),
                Item.of("PK", new AttributeValue.B(Binary.of(new byte[0]))));
        Check.problem(binary, Severity.ERROR, "Things/items/0", "PK is empty");
        Check.clean(things(KeySchema.of("PK", AttributeType.B), Item.of("PK", new AttributeValue.B(Binary.of(new byte[1])))));
    }

    @Test
    void partitionKeyAtMost2048Bytes() {
        // 1,025 characters but 2,050 bytes: the limit is in UTF-8 bytes.
        Check.problem(things(Item.of("PK", s("é".repeat(1025)), "SK", s("b"))), Severity.ERROR, "Things/items/0",
                "PK is 2,050 bytes: a partition key value is at most 2,048 bytes");
        Check.clean(things(Item.of("PK", s("é".repeat(1024)), "SK", s("b"))));
    }

    @Test
    void sortKeyAtMost1024Bytes() {
        Check.problem(things(Item.of("PK", s("a"), "SK", s("x".repeat(1025)))), Severity.ERROR, "Things/items/0",
                "SK is 1,025 bytes: a sort key value is at most 1,024 bytes");
        Check.clean(things(Item.of("PK", s("a"), "SK", s("x".repeat(1024)))));
    }

    @Test
    void indexKeysHaveTheDeclaredType() {
        DataModel model = MoviesFixture.withItem("Movie", 0, i -> i.with("GSI1PK", n(5)));
        Check.problem(model, Severity.ERROR, "Movies/entities/Movie/items/0",
                "GSI1PK is N but it is the partition key of index GSI1, of type S: DynamoDB rejects a write");
        DataModel lsi = MoviesFixture.withItem("Movie", 0, i -> i.with("rating", s("high")));
        Check.problem(lsi, Severity.ERROR, "Movies/entities/Movie/items/0",
                "rating is S but it is the sort key of index LSI1, of type N");
    }

    @Test
    void missingIndexKeysOnlyMakeTheIndexSparse() {
        DataModel model = MoviesFixture.withItem("Movie", 0, i -> i.without("GSI1PK").without("GSI1SK").without("rating"));
        Check.none(model, "GSI1PK");
        Check.none(model, "rating");
    }

    @Test
    void indexKeysAreNotEmpty() {
        DataModel model = MoviesFixture.withItem("Movie", 0, i -> i.with("GSI1SK", s("")));
        Check.problem(model, Severity.ERROR, "Movies/entities/Movie/items/0",
                "GSI1SK is empty, and it is the sort key of index GSI1: key values cannot be empty");
    }

    @Test
    void indexKeysWithinTheirLimits() {
        DataModel model = MoviesFixture.withItem("Role", 1, i -> i.with("GSI1SK", s("x".repeat(1025))));
        Check.problem(model, Severity.ERROR, "Movies/entities/Role/items/1",
                "GSI1SK is 1,025 bytes: a sort key value is at most 1,024 bytes");
    }

    @Test
    void duplicatePrimaryKeys() {
        Check.problem(things(Item.of("PK", s("a"), "SK", s("b")), Item.of("PK", s("a"), "SK", s("b"), "x", n(1))),
                Severity.ERROR, "Things/items/1",
                "the item has the same primary key as Things/items/0 (PK = 'a', SK = 'b'): DynamoDB would keep only one");
        Check.clean(things(Item.of("PK", s("a"), "SK", s("b")), Item.of("PK", s("a"), "SK", s("c"))));
    }

    @Test
    void duplicateNumberKeysCompareByValue() {
        DataModel model = things(KeySchema.of("PK", AttributeType.N), Item.of("PK", n("1.0")), Item.of("PK", n("1")));
        Check.problem(model, Severity.ERROR, "Things/items/1", "same primary key as Things/items/0 (PK = '1')");
    }

    @Test
    void duplicateKeysAcrossTableAndEntityItems() {
        DataModel model = MoviesFixture.with(t -> t.withItems(List.of(t.entities().get(0).items().get(0))));
        Check.problem(model, Severity.ERROR, "Movies/entities/Movie/items/0", "same primary key as Movies/items/0");
    }
}
