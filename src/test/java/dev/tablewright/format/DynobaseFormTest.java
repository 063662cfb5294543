package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Dynobase's form of a model file (items in the table's TableData, each naming its model by the type
 * attribute; empty keys derived from the models' templates), on the hand-written library.json.
 */
class DynobaseFormTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Path library() throws Exception {
        return Path.of(DynobaseFormTest.class.getResource("/reference/dynobase-form/library.json").toURI());
    }

    private static ReadResult read() throws Exception {
        return WorkbenchJson.read(library());
    }

    private static TableDesign table(ReadResult r) {
        assertFalse(r.hasErrors(), r.problems()::toString);
        return r.model().orElseThrow().tables().get(0);
    }

    private static String s(Item item, String attribute) {
        return ((AttributeValue.S) item.get(attribute).orElseThrow()).value();
    }

    @Test
    void everyItemBelongsToTheEntityItsTypeAttributeNames() throws Exception {
        TableDesign t = table(read());
        assertEquals(List.of("author", "book", "loan"), t.entities().stream().map(Entity::name).toList());
        assertEquals(List.of(2, 3, 1), t.entities().stream().map(e -> e.items().size()).toList());
        assertEquals(List.of(), t.items());
        for (Entity e : t.entities()) {
            e.items().forEach(i -> assertEquals(e.typeValue(), s(i, "type")));
        }
    }

    @Test
    void emptyTableAndIndexKeysAreDerivedFromTheTemplates() throws Exception {
        TableDesign t = table(read());
        Item author = t.entity("author").orElseThrow().items().get(0);
        assertEquals("AUTHOR#a1", s(author, "PK"));
        assertEquals("AUTHOR#a1", s(author, "SK"));
        Item book = t.entity("book").orElseThrow().items().get(0);
        assertEquals("AUTHOR#a1", s(book, "PK"));
        assertEquals("BOOK#1969-03-01#9780441478125", s(book, "SK"));
        assertEquals("sf", s(book, "GSI1PK"));
        assertEquals("1969-03-01", s(book, "GSI1SK"));
        Item loan = t.entity("loan").orElseThrow().items().get(0);
        assertEquals("MEMBER#m7", s(loan, "PK"));
        assertEquals("LOAN#2026-12-01#9780156027601", s(loan, "SK"));
    }

    @Test
    void plainJsonInsideAMapKeepsTheItemWithAWarningPerValue() throws Exception {
        ReadResult r = read();
        Item loan = table(r).entity("loan").orElseThrow().items().get(0);
        assertEquals(new AttributeValue.M(Map.of("branch", AttributeValue.s("Central"), "renewals", AttributeValue.n(1),
                "notes", AttributeValue.list(AttributeValue.s("returned late once")))), loan.get("details").orElseThrow());
        List<String> warned = r.problems().stream().filter(p -> p.severity() == Severity.WARNING)
                .map(Problem::path).filter(p -> p.startsWith("$.DataModel[0].TableData[5]")).toList();
        assertEquals(List.of("$.DataModel[0].TableData[5].details.M.branch", "$.DataModel[0].TableData[5].details.M.renewals",
                "$.DataModel[0].TableData[5].details.M.notes"), warned);
    }

    @Test
    void writeThenReadGivesTheSameModelAndKeepsDynobasesForm() throws Exception {
        DataModel model = read().model().orElseThrow();
        String text = WorkbenchJson.write(model);
        TableDesign again = table(Docs.parse(text));
        assertEquals(model, Docs.parse(text).model().orElseThrow(), "the whole model, saved queries included");
        assertEquals(model.tables().get(0).entities(), again.entities());
        assertEquals(model.tables().get(0).items(), again.items());
        assertEquals(model.tables().get(0).keySchema(), again.keySchema());
        JsonNode table = JSON.readTree(text).get("DataModel").get(0);
        assertFalse(table.has("TableFacets"), "Dynobase's form has no facets");
        assertEquals(6, table.get("TableData").size());
        assertEquals("BOOK#1969-03-01#9780441478125", table.get("TableData").get(2).get("SK").get("S").asText());
        assertEquals("book", table.get("TableData").get(2).get("type").get("S").asText());
        assertTrue(table.get("TableData").get(5).get("details").get("M").get("branch").has("S"),
                "plain JSON is written back as DynamoDB JSON");
    }

    @Test
    void keysTheItemsCarryWinOverKeyAttributesThatDisagreeWithTheModelSchema() {
        ReadResult r = Docs.parse("""
                {"ModelName": "M", "DataModel": [{
                  "TableName": "T",
                  "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
                                    "SortKey": {"AttributeName": "SK", "AttributeType": "S"}},
                  "NonKeyAttributes": [],
                  "TableData": [{"_type": {"S": "user"}, "pk": {"S": ""}, "sk": {"S": "profile"}, "id": {"S": "u1"}}],
                  "ModelSchema": {"format": "onetable:1.1.0", "version": "0.0.1", "params": {"typeField": "_type"},
                    "indexes": {"primary": {"hash": "pk", "sort": "sk"}},
                    "models": {"user": {"_type": {"type": "string", "value": "user"},
                      "pk": {"type": "string", "value": "USER#${id}"}, "sk": {"type": "string"},
                      "id": {"type": "string"}}}}
                }]}
                """);
        TableDesign t = table(r);
        assertEquals(List.of("pk", "sk"), t.keySchema().names());
        Item user = t.entity("user").orElseThrow().items().get(0);
        assertEquals("USER#u1", s(user, "pk"));
        Problem warning = Docs.only(r, Severity.WARNING);
        assertEquals("$.DataModel[0].KeyAttributes", warning.path());
        assertEquals("KeyAttributes names the keys PK, SK, but the ModelSchema's primary index and the items use pk, sk;"
                + " pk, sk are used", warning.message());
    }
}
