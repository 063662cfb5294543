package dev.tablewright.format.pivot;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.index.IndexViewTestFixtures;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.TournamentFixture;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PivotRenderersTest {
    private final TableDesign table = IndexViewTestFixtures.movies();
    private final PivotLayout pivot = PivotLayout.of(table, IndexView.ofTable(table));

    @Test
    void csvCellsFollowTheDocumentedTypes() {
        assertEquals("text", PivotCsv.cell(s("text")));
        assertEquals("12.5", PivotCsv.cell(n("12.50")));
        assertEquals("/wA=", PivotCsv.cell(new AttributeValue.B(Binary.of(new byte[] {(byte) 0xff, 0}))));
        assertEquals("true", PivotCsv.cell(AttributeValue.TRUE));
        assertEquals("null", PivotCsv.cell(AttributeValue.NULL));
        assertEquals("{\"M\":{\"a\":{\"N\":\"1\"}}}", PivotCsv.cell(new AttributeValue.M(Map.of("a", n(1)))));
        assertEquals("{\"SS\":[\"x\"]}", PivotCsv.cell(new AttributeValue.SS(Set.of("x"))));
        assertEquals("", PivotCsv.cell(null));
        assertEquals("\"a,b\"", PivotCsv.quote("a,b"));
        assertEquals("\"say \"\"hi\"\"\"", PivotCsv.quote("say \"hi\""));
    }

    @Test
    void csvHasKeysFirstAndOneRowPerItemInDisplayOrder() {
        String[] lines = PivotCsv.render(pivot).split("\r\n");
        assertTrue(lines[0].startsWith("PK,SK,"), lines[0]);
        assertEquals(1 + 4, lines.length);
        assertTrue(lines[1].startsWith("MOVIE#a,ACTOR#\uFFFD,"), lines[1]);
        assertTrue(lines[4].startsWith("MOVIE#b,MOVIE,"), lines[4]);
    }

    @Test
    void textMergesThePartitionCellAndCountsItsItems() {
        List<String> lines = PivotText.render(pivot).lines().toList();
        assertEquals("Movies — 4 items in 2 partitions", lines.get(0));
        assertTrue(lines.get(3).startsWith("MOVIE#a (3) | ACTOR#"), lines.get(3));
        assertTrue(lines.get(4).startsWith("            | ACTOR#"), lines.get(4));
        assertTrue(lines.get(6).startsWith("MOVIE#b (1) | MOVIE"), lines.get(6));
    }

    @Test
    void sparseIndexSummarySaysHowManyItemsCarryItsKeys() {
        PivotLayout gsi = PivotLayout.of(table, IndexView.ofIndex(table, "GSI1").orElseThrow());
        assertEquals("Movies · GSI1 — 2 items in 2 partitions (sparse: 2 of 4 items carry its keys)",
                PivotText.summary(gsi));
    }

    @Test
    void jsonCarriesBlocksRowsAndEntities() {
        JsonNode root = Json.parseTrusted(PivotJson.render(pivot));
        assertEquals(4, root.get("itemCount").asInt());
        assertEquals("PK", root.get("columns").get(0).get("name").asText());
        assertTrue(root.get("columns").get(0).get("key").asBoolean());
        JsonNode first = root.get("blocks").get(0);
        assertEquals("MOVIE#a", first.get("partitionKey").get("S").asText());
        assertEquals(3, first.get("count").asInt());
        assertEquals("Role", first.get("rows").get(0).get("entity").asText());
        assertEquals("MOVIE#a", first.get("rows").get(0).get("item").get("PK").get("S").asText());
    }

    @Test
    void jsonGivesEveryPartitionValueOfAMultiAttributeKeyByName() {
        TableDesign tournaments = TournamentFixture.table();
        PivotLayout byRegion = PivotLayout.of(tournaments,
                IndexView.ofIndex(tournaments, TournamentFixture.INDEX).orElseThrow());
        JsonNode first = Json.parseTrusted(PivotJson.render(byRegion)).get("blocks").get(0);
        assertEquals("S25", first.get("partitionKey").get("S").asText());
        assertEquals(Json.parseTrusted("{\"tournamentId\": {\"S\": \"S25\"}, \"region\": {\"S\": \"EU\"}}"),
                first.get("partitionValues"));
        assertFalse(Json.parseTrusted(PivotJson.render(pivot)).get("blocks").get(0).has("partitionValues"),
                "a single-attribute key writes partitionKey only, as before");
    }
}
