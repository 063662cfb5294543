package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DynamoNumber;
import dev.tablewright.model.Entity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** Key templates: syntax, what they reference, what they fill, and whether a number key can render. */
final class TemplateRules {
    /** What a reference renders as when probing whether a number template can yield a number. */
    private static final String PROBE_VALUE = "1";

    private TemplateRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        Set<String> keys = Set.copyOf(table.keyAttributeNames());
        for (Entity e : table.entities()) {
            for (Map.Entry<String, KeyTemplate> t : e.keyTemplates().entrySet()) {
                template(table, e, t.getKey(), t.getValue(), keys, out);
            }
        }
    }

    private static void template(TableDesign table, Entity e, String attribute, KeyTemplate template, Set<String> keys,
            List<Problem> out) {
        String path = Paths.entityKey(table.name(), e.name(), attribute);
        String subject = "template " + Text.quote(template.source()) + " for " + Text.quote(attribute);
        if (template.syntaxError().isPresent()) {
            out.add(Problem.error(path, subject + " is malformed: " + template.syntaxError().get()));
            return;
        }
        if (!keys.contains(attribute)) {
            out.add(Problem.info(path, Text.quote(attribute) + " is not a key attribute of the table or any index: "
                    + "its template fills an ordinary attribute that no index reads"));
        }
        // WARNING, not ERROR: Workbench facets list attribute names only and are often incomplete, and
        // derivation reads the item itself, so items that carry the attribute still get their key.
        // Key attributes and the type attribute are on every item, so they need no declaration. A kept
        // entity's templates render from its source item (or group), not its own attributes:
        // KeptKeepingRules checks what they use.
        boolean kept = table.keptEntity(e.name()).isPresent();
        for (String ref : template.referencedAttributes()) {
            if (!kept && e.attribute(ref).isEmpty() && !keys.contains(ref) && !ref.equals(table.typeAttribute())) {
                out.add(Problem.warning(path, subject + " uses " + Text.quote(ref) + ", which entity " + e.name()
                        + " does not declare: only items that carry it get a derived " + attribute));
            }
        }
        AttributeType type = table.attributeType(attribute).or(() -> e.attribute(attribute).map(AttributeDef::type))
                .orElse(AttributeType.S);
        if (type == AttributeType.N) {
            numberTemplate(template, path, subject, out);
        }
    }

    /** A number key's template must render digits: probe it with a number for every reference. */
    private static void numberTemplate(KeyTemplate template, String path, String subject, List<Problem> out) {
        String probe = ((KeyTemplate.Rendered) template.render(name -> PROBE_VALUE)).value();
        try {
            DynamoNumber.parse(probe);
        } catch (IllegalArgumentException notANumber) {
            out.add(Problem.error(path, subject + " cannot render a number: the attribute is of type N, but the "
                    + "template's literal text makes values like " + Text.quote(probe)));
        }
    }
}
