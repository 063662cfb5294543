package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.ValueCode;
import dev.tablewright.format.code.HandlerPlan.AggregateCode;
import dev.tablewright.format.code.HandlerPlan.IndexCode;
import dev.tablewright.format.code.HandlerPlan.MeasureCode;
import dev.tablewright.format.code.HandlerPlan.Part;
import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Plans a stream handler for each kept entity of a model; what cannot be handled is a warning naming it. */
public final class HandlerPlanner {
    /** The handlers, and what the user should know about them. */
    public record Plans(List<HandlerPlan> handlers, List<String> warnings) {
        public Plans {
            handlers = List.copyOf(handlers);
            warnings = List.copyOf(warnings);
        }
    }

    private HandlerPlanner() {
    }

    public static Plans plan(DataModel model) {
        List<HandlerPlan> handlers = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (TableDesign t : model.tables()) {
            for (KeptEntity k : t.keptEntities()) {
                Entity entity = t.entity(k.entity()).orElse(null);
                Entity source = t.entity(k.source()).orElse(null);
                if (entity == null || source == null) {
                    warnings.add(t.name() + ": no stream handler for " + k.entity() + ": the table has no entity '"
                            + (entity == null ? k.entity() : k.source()) + "'");
                    continue;
                }
                Map<String, ValueCode> keys = keys(t, entity, warnings);
                if (keys == null) {
                    continue;
                }
                boolean stringKey = t.keySchema().partitionKey().type() == AttributeType.S;
                if (!stringKey) {
                    warnings.add(t.name() + ": the stream handler of " + k.entity() + " needs a string partition key"
                            + " for its marker items (KEPT#" + k.entity() + "#…), and " + t.keySchema().partitionKey().name()
                            + " is " + t.keySchema().partitionKey().type() + ": its markers cannot be written");
                }
                handlers.add(new HandlerPlan(t.name(), entity.name(), entity.typeValue(), source.name(),
                        source.typeValue(), t.typeAttribute(), t.keySchema().names(), stringKey,
                        t.settings().ttlAttribute(), keys, aggregate(k), index(k)));
            }
        }
        return new Plans(handlers, warnings);
    }

    /** Every key template of the kept entity, as pieces; null (and a warning) when one does not parse. */
    private static Map<String, ValueCode> keys(TableDesign t, Entity entity, List<String> warnings) {
        Map<String, ValueCode> keys = new LinkedHashMap<>();
        for (Map.Entry<String, KeyTemplate> k : entity.keyTemplates().entrySet()) {
            KeyTemplate template = k.getValue();
            if (!template.isValid()) {
                warnings.add(t.name() + ": no stream handler for " + entity.name() + ": the template of " + k.getKey()
                        + " " + template.syntaxError().orElseThrow());
                return null;
            }
            AttributeType type = t.attributeType(k.getKey())
                    .or(() -> entity.attribute(k.getKey()).map(AttributeDef::type)).orElse(AttributeType.S);
            keys.put(k.getKey(), new ValueCode(type, CodePlanner.pieces(template)));
        }
        return keys;
    }

    private static AggregateCode aggregate(KeptEntity k) {
        if (!(k.keeping() instanceof Aggregate a)) {
            return null;
        }
        return new AggregateCode(a.groupBy().stream().map(p -> new Part(p.name(), p.attribute(), p.of())).toList(),
                a.measures().stream().map(m -> new MeasureCode(m.attribute(), m.kind(), m.of())).toList());
    }

    private static IndexCode index(KeptEntity k) {
        if (!(k.keeping() instanceof IndexItems i)) {
            return null;
        }
        return new IndexCode(i.each(), i.entryType().map(Enum::name).orElse(""), i.copied());
    }
}
