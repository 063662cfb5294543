package dev.tablewright.rules;

import dev.tablewright.model.Problem;
import dev.tablewright.model.AttributeValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static dev.tablewright.model.AttributeValue.s;
import static dev.tablewright.rules.MoviesFixture.append;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.List;

import org.junit.jupiter.api.Test;

class NamingRulesTest {

    private static DataModel renamed(String name) {
        return DataModel.of("m", List.of(MoviesFixture.table().withName(name)));
    }

    @Test
    void tableNameLength() {
        Check.problem(renamed("ab"), Severity.ERROR, "ab", "table name 'ab' has 2 characters: DynamoDB requires 3 to 255");
        Check.problem(renamed("a".repeat(256)), Severity.ERROR, "a".repeat(256), "has 256 characters");
        Check.none(renamed("abc"), "table name");
        Check.none(renamed("a".repeat(255)), "table name");
    }

    @Test
    void tableNameCharacters() {
        Check.problem(renamed("My Movies!"), Severity.ERROR, "My Movies!", "contains ' ', '!': DynamoDB allows only");
        Check.none(renamed("my-Movies_2.0"), "table name");
    }

    @Test
    void aBadItemAttributeNameIsReportedOnceAtTheFirstItemUsingIt() {
        String longName = "x".repeat(300);
        DataModel m = MoviesFixture.with(t -> t.withItems(List.of(
                Item.of("PK", AttributeValue.s("A"), "SK", AttributeValue.s("1"), longName, AttributeValue.s("v")),
                Item.of("PK", AttributeValue.s("B"), "SK", AttributeValue.s("1"), longName, AttributeValue.s("v")))));
        List<Problem> about = ModelValidator.validate(m).stream()
                .filter(p -> p.message().contains("item attribute name")).toList();
        assertEquals(1, about.size(), about::toString);
        assertEquals("Movies/items/0", about.get(0).path());
    }

    @Test
    void emptyTableName() {
        Check.problem(renamed(""), Severity.ERROR, "", "the table has no name");
    }

    @Test
    void duplicateTableNames() {
        TableDesign t = MoviesFixture.table();
        Check.problem(DataModel.of("m", List.of(t, t)), Severity.ERROR, "Movies", "is used by more than one table");
        Check.none(DataModel.of("m", List.of(t, t.withName("Movies2"))), "more than one table");
    }

    @Test
    void indexNames() {
        DataModel shortName = MoviesFixture.with(t -> t.withLocalIndexes(List.of(
                new LocalSecondaryIndex("L1", new AttributeDef("rating", AttributeType.N), Projection.KEYS_ONLY))));
        Check.problem(shortName, Severity.ERROR, "Movies/indexes/L1", "index name 'L1' has 2 characters");
        DataModel badCharacters = MoviesFixture.with(t -> t.withLocalIndexes(List.of(
                new LocalSecondaryIndex("by rating", new AttributeDef("rating", AttributeType.N), Projection.KEYS_ONLY))));
        Check.problem(badCharacters, Severity.ERROR, "Movies/indexes/by rating", "index name 'by rating' contains ' '");
        Check.none(MoviesFixture.movies(), "index name");
    }

    @Test
    void duplicateIndexNamesAcrossGsiAndLsi() {
        DataModel model = MoviesFixture.with(t -> t.withLocalIndexes(List.of(
                new LocalSecondaryIndex("GSI1", new AttributeDef("rating", AttributeType.N), Projection.KEYS_ONLY))));
        Check.problem(model, Severity.ERROR, "Movies/indexes/GSI1", "is used by more than one index");
        Check.none(MoviesFixture.movies(), "more than one index");
    }

    @Test
    void emptyEntityName() {
        DataModel model = MoviesFixture.with(t -> t.withEntities(append(t.entities(), Entity.named(""))));
        Check.problem(model, Severity.ERROR, "Movies/entities/", "an entity has no name");
        Check.none(MoviesFixture.movies(), "has no name");
    }

    @Test
    void duplicateEntityNames() {
        DataModel model = MoviesFixture.with(t -> t.withEntities(append(t.entities(),
                Entity.named("Movie").withTypeValue("Film"))));
        Check.problem(model, Severity.ERROR, "Movies/entities/Movie", "entity name 'Movie' is used by more than one entity");
        Check.none(MoviesFixture.movies(), "more than one entity");
    }

    @Test
    void duplicateEntityAttribute() {
        DataModel model = MoviesFixture.withEntity("Movie", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef("title", AttributeType.S))));
        Check.problem(model, Severity.ERROR, "Movies/entities/Movie/attributes/title",
                "attribute 'title' is declared twice in entity Movie");
        Check.none(MoviesFixture.movies(), "declared twice");
    }

    @Test
    void tableAttributeDeclaredTwice() {
        DataModel sameType = MoviesFixture.with(t -> t.withAttributes(append(t.attributes(),
                new AttributeDef("title", AttributeType.S), new AttributeDef("title", AttributeType.S))));
        Check.problem(sameType, Severity.WARNING, "Movies/attributes/title", "attribute 'title' is declared twice");
        DataModel otherType = MoviesFixture.with(t -> t.withAttributes(append(t.attributes(),
                new AttributeDef("title", AttributeType.S), new AttributeDef("title", AttributeType.N))));
        Check.problem(otherType, Severity.ERROR, "Movies/attributes/title", "declared twice with different types, S and N");
    }

    @Test
    void emptyAttributeName() {
        DataModel model = MoviesFixture.with(t -> t.withItems(List.of(Item.of("PK", s("A"), "SK", s("B"), "", s("x")))));
        Check.problem(model, Severity.ERROR, "Movies/items/0", "the item attribute has an empty name");
        Check.none(MoviesFixture.movies(), "empty name");
    }

    @Test
    void keyAttributeNameAtMost255Bytes() {
        String tooLong = "é".repeat(128); // 128 characters, 256 bytes
        Check.problem(withGsiKey(tooLong), Severity.ERROR, "Movies/indexes/GSI2",
                "partition key of index GSI2 name '" + "é".repeat(59) + "…' is 256 bytes: key and projected attribute "
                        + "names are at most 255 bytes");
        Check.none(withGsiKey("é".repeat(127) + "a"), "bytes");
    }

    @Test
    void projectedAttributeNameAtMost255Bytes() {
        DataModel model = MoviesFixture.with(t -> t.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.S), Projection.include(List.of("a".repeat(256)))))));
        Check.problem(model, Severity.ERROR, "Movies/indexes/GSI1", "projected attribute of index GSI1 name");
    }

    @Test
    void ordinaryAttributeNameLongerThan255BytesIsAWarning() {
        DataModel model = MoviesFixture.with(t -> t.withAttributes(append(t.attributes(),
                new AttributeDef("a".repeat(300), AttributeType.S))));
        Check.problem(model, Severity.WARNING, "Movies/attributes/" + "a".repeat(300),
                "is 300 bytes: legal for an ordinary attribute");
    }

    @Test
    void attributeNameAtMost64KB() {
        String name = "a".repeat(65_536);
        DataModel model = MoviesFixture.with(t -> t.withItems(List.of(Item.of("PK", s("A"), "SK", s("B"), name, s("x")))));
        Check.problem(model, Severity.ERROR, "Movies/items/0", "is 65,536 bytes: attribute names are at most 65,535 bytes");
        DataModel limit = MoviesFixture.with(t -> t.withItems(List.of(Item.of("PK", s("A"), "SK", s("B"),
                "a".repeat(65_535), s("x")))));
        Check.none(limit, "at most 65,535 bytes");
    }

    private static DataModel withGsiKey(String name) {
        return MoviesFixture.with(t -> t.withGlobalIndexes(append(t.globalIndexes(),
                new GlobalSecondaryIndex("GSI2", KeySchema.of(name, AttributeType.S), Projection.KEYS_ONLY)))
                .withAttributes(append(t.attributes(), new AttributeDef(name, AttributeType.S))));
    }
}
