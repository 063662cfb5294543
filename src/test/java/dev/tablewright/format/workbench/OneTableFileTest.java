package dev.tablewright.format.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.onetable.OneTableFile;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

class OneTableFileTest {

    static List<String> samples() {
        return SampleModels.NAMES;
    }

    @ParameterizedTest
    @MethodSource("samples")
    void exportThenImportGivesTheSameTableEntitiesAndTemplates(String sample) {
        for (TableDesign t : SampleModels.read(sample).model().orElseThrow().tables()) {
            String file = OneTableFile.write(t);
            JsonNode schema = Json.parseTrusted(file);
            assertEquals("onetable:1.1.0", schema.path("format").asText());
            for (String member : List.of("version", "indexes", "models", "params")) {
                assertTrue(schema.has(member), member);
            }
            ReadResult r = OneTableFile.read(file, t.name() + ".onetable.json", t.name());
            assertFalse(r.problems().stream().anyMatch(p -> p.severity() == Severity.ERROR), r.problems().toString());
            TableDesign back = r.model().orElseThrow().table(t.name()).orElseThrow();
            assertEquals(t.keySchema(), back.keySchema(), sample);
            assertEquals(t.globalIndexes().stream().map(g -> List.of(g.name(), g.keys(), g.projection())).toList(),
                    back.globalIndexes().stream().map(g -> List.of(g.name(), g.keys(), g.projection())).toList(), sample);
            assertEquals(t.localIndexes(), back.localIndexes(), sample);
            assertEquals(t.typeAttribute(), back.typeAttribute());
            assertEquals(shapes(t), shapes(back), sample);
            assertEquals(t.accessPatterns(), back.accessPatterns(), sample);
            assertEquals(t.relationships(), back.relationships(), sample);
        }
    }

    @Test
    void aHandWrittenOneTableSchemaBecomesATable() {
        String schema = """
                {"format": "onetable:1.1.0", "version": "0.0.1",
                 "indexes": {"primary": {"hash": "pk", "sort": "sk"},
                             "gs1": {"hash": "gs1pk", "sort": "gs1sk", "project": "keys"}},
                 "params": {"typeField": "_type"},
                 "models": {"Account": {"pk": {"type": "string", "value": "account#${id}"},
                                        "sk": {"type": "string", "value": "account#"},
                                        "id": {"type": "string"}, "name": {"type": "string", "required": true}},
                            "User": {"pk": {"type": "string", "value": "account#${accountId}"},
                                     "sk": {"type": "string", "value": "user#${email}"},
                                     "gs1pk": {"type": "string", "value": "user#${email}"},
                                     "gs1sk": {"type": "string", "value": "user#"},
                                     "accountId": {"type": "string"}, "email": {"type": "string"},
                                     "age": {"type": "number"}}}}
                """;
        ReadResult r = OneTableFile.read(schema, "schema.json", "App");
        TableDesign t = r.model().orElseThrow().tables().get(0);
        assertEquals(List.of("pk", "sk"), t.keySchema().names());
        assertEquals("gs1", t.globalIndexes().get(0).name());
        assertEquals("_type", t.typeAttribute());
        Entity user = t.entity("User").orElseThrow();
        assertEquals("user#${email}", user.template("gs1pk").orElseThrow().source());
        assertEquals("account#${accountId}", user.template("pk").orElseThrow().source());
        assertEquals(dev.tablewright.model.AttributeType.N, user.attribute("age").orElseThrow().type());
    }

    @Test
    void aFileWithoutAPrimaryIndexIsRefusedInOneLine() {
        ReadResult r = OneTableFile.read("{\"models\": {}}", "x.json", "T");
        assertTrue(r.model().isEmpty());
        assertTrue(r.problems().get(0).message().contains("indexes.primary.hash"));
    }

    /** Each entity's name, type value, templates and declared attributes. */
    private static Map<String, List<Object>> shapes(TableDesign t) {
        return t.entities().stream().collect(Collectors.toMap(Entity::name, e -> List.of(e.typeValue(),
                e.keyTemplates().entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey,
                        x -> x.getValue().source())),
                e.attributes().stream().collect(Collectors.toMap(a -> a.name(), Function.identity())))));
    }
}
