package dev.tablewright.format;

import static dev.tablewright.format.Docs.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.Severity;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The user's prices travel in the top-level ModelSchema's extension; without them nothing is written. */
class PriceTableFormatTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final PriceTable EU = new PriceTable(0.1415, 0.7075, 0.000147, 0.000735, "eu-west-1, 2026");

    private static DataModel movies() {
        return WorkbenchJson.read(Path.of("sample-models/movies-actors.json")).model().orElseThrow();
    }

    @Test
    void pricesRoundTripAndTheDefaultsAreNotWritten() throws Exception {
        DataModel priced = movies().withPrices(EU);
        String text = Docs.roundTrip(priced);
        JsonNode prices = JSON.readTree(text).at("/ModelSchema/extensions/tablewright/prices");
        assertEquals(0.7075, prices.get("onDemandWritePerMillion").doubleValue());
        assertEquals("eu-west-1, 2026", prices.get("label").textValue());
        assertEquals(1, JSON.readTree(text).at("/ModelSchema/extensions/tablewright/version").intValue());
        assertTrue(JSON.readTree(WorkbenchJson.write(movies())).at("/ModelSchema").isMissingNode());
        assertEquals(PriceTable.US_EAST_1, movies().pricesOrDefault());
    }

    @Test
    void pricesSitBesideSavedOperationsAndOtherMembers() throws Exception {
        DataModel both = movies().withPrices(EU).withOperations(List.of(new SavedOperation("Q", "query",
                "{\"TableName\": \"Movies\", \"KeyConditionExpression\": \"pk = :p\", \"ExpressionAttributeValues\": "
                        + "{\":p\": {\"S\": \"x\"}}}", "")));
        // Read once: the request's text is kept as the file spells it.
        String text = Docs.roundTrip(parse(WorkbenchJson.write(both)).model().orElseThrow());
        assertTrue(text.contains("\"prices\": {"), text);
        String withOthers = text.replace("\"prices\": {", "\"prices\": { \"currency\" : \"USD\",");
        assertTrue(!withOthers.equals(text), text);
        DataModel read = parse(withOthers).model().orElseThrow();
        assertEquals(EU, read.prices());
        JsonNode written = JSON.readTree(WorkbenchJson.write(read)).at("/ModelSchema/extensions/tablewright/prices");
        assertEquals("USD", written.get("currency").textValue());
    }

    @Test
    void pricesThatAreNotFourNumbersAreAWarningAndKeptAsWritten() throws Exception {
        String written = WorkbenchJson.write(movies().withPrices(EU));
        String text = written.replace("\"onDemandReadPerMillion\": 0.1415", "\"onDemandReadPerMillion\": \"cheap\"");
        assertTrue(!text.equals(written), written);
        ReadResult r = parse(text);
        var warning = Docs.only(r, Severity.WARNING);
        assertEquals("$.ModelSchema.extensions.tablewright.prices", warning.path());
        assertNull(r.model().orElseThrow().prices());
        assertEquals("cheap", JSON.readTree(WorkbenchJson.write(r.model().orElseThrow()))
                .at("/ModelSchema/extensions/tablewright/prices/onDemandReadPerMillion").textValue());
    }

    /** Every rate set to its own value (its position in the list, in cents) and a date: all come back. */
    @Test
    void everyRateAndTheDateRoundTrip() throws Exception {
        Map<PriceTable.Rate, Double> rates = new EnumMap<>(PriceTable.Rate.class);
        for (PriceTable.Rate r : PriceTable.Rate.values()) {
            rates.put(r, (r.ordinal() + 1) / 100.0);
        }
        PriceTable own = new PriceTable(rates, "2026-11-27", "eu-west-1 list prices");
        DataModel read = parse(Docs.roundTrip(movies().withPrices(own))).model().orElseThrow();
        assertEquals(own, read.prices());
        JsonNode written = JSON.readTree(WorkbenchJson.write(read)).at("/ModelSchema/extensions/tablewright/prices");
        assertEquals(0.09, written.get("storagePerGbMonth").doubleValue());
        assertEquals(0.18, written.get("warmWritePerUnit").doubleValue());
        assertEquals("2026-11-27", written.get("asOf").textValue());
    }

    /** A file written before the other rates existed: its four prices, the others at their defaults. */
    @Test
    void anOlderFileWithFourPricesReadsWithTheOtherDefaults() throws Exception {
        String written = WorkbenchJson.write(movies().withPrices(EU));
        ObjectNode root = (ObjectNode) JSON.readTree(written);
        ObjectNode prices = (ObjectNode) root.at("/ModelSchema/extensions/tablewright/prices");
        prices.retain("onDemandReadPerMillion", "onDemandWritePerMillion", "provisionedReadPerHour",
                "provisionedWritePerHour", "label");
        ReadResult r = parse(JSON.writeValueAsString(root));
        assertEquals(List.of(), r.problems());
        PriceTable p = r.model().orElseThrow().prices();
        assertEquals(EU, p);
        assertEquals(0.10, p.rate(PriceTable.Rate.IA_STORAGE));
        assertEquals(PriceTable.DEFAULT_AS_OF, p.asOf());
    }

    @Test
    void anOptionalRateThatIsNotANumberIsAWarningToo() throws Exception {
        String written = WorkbenchJson.write(movies().withPrices(EU));
        String text = written.replace("\"pitrPerGbMonth\": 0.2", "\"pitrPerGbMonth\": \"free\"");
        assertTrue(!text.equals(written), written);
        ReadResult r = parse(text);
        assertEquals("$.ModelSchema.extensions.tablewright.prices", Docs.only(r, Severity.WARNING).path());
        assertNull(r.model().orElseThrow().prices());
    }

    /** Warm throughput has no default: not written until set; a file that carries it (as older files do) keeps it. */
    @Test
    void theWarmRatesAreWrittenOnlyWhenSetAndReadBackFromAnyFileThatHasThem() throws Exception {
        JsonNode unset = JSON.readTree(WorkbenchJson.write(movies().withPrices(EU)))
                .at("/ModelSchema/extensions/tablewright/prices");
        assertTrue(!unset.has("warmReadPerUnit") && !unset.has("warmWritePerUnit"), unset.toString());
        assertTrue(unset.has("pitrPerGbMonth"), "a rate with a default is written");
        DataModel read = parse(WorkbenchJson.write(movies().withPrices(EU))).model().orElseThrow();
        assertTrue(!read.prices().hasRate(PriceTable.Rate.WARM_READ));

        // A file written when the warm rates had a stand-in default carries them: they are the model's own now.
        ObjectNode root = (ObjectNode) JSON.readTree(WorkbenchJson.write(movies().withPrices(EU)));
        ((ObjectNode) root.at("/ModelSchema/extensions/tablewright/prices")).put("warmReadPerUnit", 0.00013)
                .put("warmWritePerUnit", 0.00065);
        ReadResult r = parse(JSON.writeValueAsString(root));
        assertEquals(List.of(), r.problems());
        PriceTable p = r.model().orElseThrow().prices();
        assertEquals(0.00013, p.rate(PriceTable.Rate.WARM_READ));
        assertEquals(0.00065, p.rate(PriceTable.Rate.WARM_WRITE));
        JsonNode again = JSON.readTree(WorkbenchJson.write(r.model().orElseThrow()))
                .at("/ModelSchema/extensions/tablewright/prices");
        assertEquals(0.00065, again.get("warmWritePerUnit").doubleValue());
    }
}
