package dev.tablewright.format.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.bertramlabs.plugins.hcl4j.HCLParser;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The Terraform export parsed back with hcl4j (a real HCL parser) holds the same tables. */
class TerraformExportTest {
    static List<String> samples() {
        return SampleModels.NAMES;
    }

    @ParameterizedTest
    @MethodSource("samples")
    void parsedBackHoldsTheSameTables(String name) throws Exception {
        DataModel model = SampleModels.read(name).model().orElseThrow();
        // the AWS provider has no vector index yet: the export says so and writes none
        DataModel withoutVectors = DataModel.of(model.name(), model.tables().stream()
                .map(t -> t.withVectorIndexes(List.of())).toList());
        assertEquals(TableShapes.of(withoutVectors), TableShapes.of(parse(export(model))));
    }

    @Test
    void kitchenSinkTablesParseBackWithTheirLsisIncludeListsAndProvisionedCapacity() throws Exception {
        DataModel model = KitchenSink.model();
        String hcl = export(model);
        assertEquals(TableShapes.of(model), TableShapes.of(parse(hcl)));
        assertTrue(hcl.contains("ttl {"), hcl);
        assertTrue(hcl.contains("stream_view_type = \"NEW_AND_OLD_IMAGES\""), hcl);
    }

    @Test
    void quotesBackslashesAndControlCharactersReadBackLiterally() throws Exception {
        String odd = "a\"b\\c $$ 50% {z} tab\there\nline";
        Map<String, Object> parsed = new HCLParser().parse(new Hcl().string("v", odd).text());
        assertEquals(odd, parsed.get("v"));
    }

    /** As terraform fmt lays it out: a run of one-line arguments aligned, ended by a block, comment or map. */
    @Test
    void consecutiveArgumentsAreAlignedAsTerraformFmtAlignsThem() {
        Hcl hcl = new Hcl().open("resource", "t", "x").string("name", "n").number("read_capacity", 5)
                .comment("c").bool("stream_enabled", true).string("a", "b")
                .map("tags", java.util.Map.of("k", "v")).decimal("target_value", 50.5).decimal("max", 70)
                .open("ttl").string("attribute_name", "e").close().close();
        assertEquals("""
                resource "t" "x" {
                  name          = "n"
                  read_capacity = 5
                  # c
                  stream_enabled = true
                  a              = "b"
                  tags = {
                    "k" = "v"
                  }
                  target_value = 50.5
                  max          = 70
                  ttl {
                    attribute_name = "e"
                  }
                }
                """, hcl.text());
    }

    /** HCL's spec: {@code $${} and {@code %%{} are a literal {@code ${} and {@code %{} (hcl4j keeps them doubled). */
    @Test
    void templateSequencesAreDoubledSoTerraformDoesNotInterpolateThem() {
        assertEquals("\"a $${x} %%{y} $ % {z}\"", Hcl.quote("a ${x} %{y} $ % {z}"));
        assertEquals("\"$${\"", Hcl.quote("${"));
    }

    private static String export(DataModel model) {
        return Exporters.find("terraform").orElseThrow().export(model).text();
    }

    @SuppressWarnings("unchecked")
    static DataModel parse(String hcl) throws Exception {
        Map<String, Object> root = new HCLParser().parse(hcl);
        Map<String, Object> resources = (Map<String, Object>) ((Map<String, Object>) root.get("resource"))
                .get("aws_dynamodb_table");
        List<TableDesign> tables = new ArrayList<>();
        for (Object r : resources.values()) {
            tables.add(table((Map<String, Object>) r));
        }
        return DataModel.of("parsed", tables);
    }

    @SuppressWarnings("unchecked")
    private static TableDesign table(Map<String, Object> r) {
        Map<String, AttributeType> types = new HashMap<>();
        for (Map<String, Object> a : blocks(r.get("attribute"))) {
            types.put((String) a.get("name"), AttributeType.valueOf((String) a.get("type")));
        }
        KeySchema keys = new KeySchema(List.of(def((String) r.get("hash_key"), types)),
                r.containsKey("range_key") ? List.of(def((String) r.get("range_key"), types)) : List.of());
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        for (Map<String, Object> g : blocks(r.get("global_secondary_index"))) {
            List<AttributeDef> hash = new ArrayList<>();
            List<AttributeDef> range = new ArrayList<>();
            if (g.containsKey("key_schema")) {
                for (Map<String, Object> k : blocks(g.get("key_schema"))) {
                    ("HASH".equals(k.get("key_type")) ? hash : range).add(def((String) k.get("attribute_name"), types));
                }
            } else {
                hash.add(def((String) g.get("hash_key"), types));
                if (g.containsKey("range_key")) {
                    range.add(def((String) g.get("range_key"), types));
                }
            }
            gsis.add(new GlobalSecondaryIndex((String) g.get("name"), new KeySchema(hash, range), projection(g)));
        }
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        for (Map<String, Object> l : blocks(r.get("local_secondary_index"))) {
            lsis.add(new LocalSecondaryIndex((String) l.get("name"), def((String) l.get("range_key"), types), projection(l)));
        }
        Billing billing = "PROVISIONED".equals(r.get("billing_mode"))
                ? Billing.provisioned(((Number) r.get("read_capacity")).longValue(), ((Number) r.get("write_capacity")).longValue())
                : Billing.ON_DEMAND;
        return TableDesign.of((String) r.get("name"), keys).withGlobalIndexes(gsis).withLocalIndexes(lsis).withBilling(billing);
    }

    @SuppressWarnings("unchecked")
    private static Projection projection(Map<String, Object> index) {
        ProjectionType type = ProjectionType.valueOf((String) index.get("projection_type"));
        return type == ProjectionType.INCLUDE ? Projection.include((List<String>) index.get("non_key_attributes"))
                : new Projection(type, List.of());
    }

    private static AttributeDef def(String name, Map<String, AttributeType> types) {
        return new AttributeDef(name, types.get(name));
    }

    /** hcl4j gives one block as a map and repeated blocks as a list of maps. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> blocks(Object value) {
        if (value == null) {
            return List.of();
        }
        return value instanceof List<?> list ? (List<Map<String, Object>>) list : List.of((Map<String, Object>) value);
    }
}
