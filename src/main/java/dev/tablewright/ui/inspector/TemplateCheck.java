package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.rules.ModelValidator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a key template as the user types it, before it is committed: the design rules'
 * template checks (syntax, undeclared attributes, a number key whose literal text cannot make a
 * number), plus what only the sample item shows (an empty key, a value that is not of the key's
 * type). Pure Java: the rules run on a copy of the table that holds just this entity, without items.
 */
public final class TemplateCheck {
    private TemplateCheck() {
    }

    public static TemplateStatus check(TableDesign table, Entity entity, String keyAttribute, String text) {
        if (text.isEmpty()) {
            return absent(table, entity, keyAttribute);
        }
        KeyTemplate template = KeyTemplate.parse(text);
        Map<String, String> sample = sampleValues(entity);
        String example = template.isValid() ? template.example(sample) : "";
        List<Problem> problems = new ArrayList<>(ruleProblems(table, entity, keyAttribute, template));
        String path = new ModelPath.EntityKey(table.name(), entity.name(), keyAttribute).print();
        if (template.isValid() && sample.keySet().containsAll(template.referencedAttributes())) {
            AttributeType type = keyType(table, entity, keyAttribute);
            if (example.isEmpty()) {
                problems.add(Problem.error(path, "the sample item makes an empty " + keyAttribute
                        + ": key values cannot be empty"));
            } else if (problems.stream().noneMatch(Problem::isError) && (type == AttributeType.N || type == AttributeType.B)) {
                try {
                    KeyDerivation.typed(example, type);
                } catch (IllegalArgumentException e) {
                    problems.add(Problem.error(path, "the sample item makes '" + example + "', which is not a valid "
                            + type + " (" + keyAttribute + " is of type " + type + ")"));
                }
            }
        }
        problems.sort(Comparator.comparing(Problem::severity));
        Severity worst = problems.isEmpty() ? null : problems.get(0).severity();
        return new TemplateStatus(example, worst, problems.stream().map(p -> capitalized(p.message())).toList());
    }

    /** The values of the entity's first sample item, as templates render them. */
    public static Map<String, String> sampleValues(Entity entity) {
        Map<String, String> values = new LinkedHashMap<>();
        if (!entity.items().isEmpty()) {
            Item first = entity.items().get(0);
            first.attributes().forEach((name, value) -> {
                String text = KeyTemplate.textOf(value);
                if (text != null) {
                    values.put(name, text);
                }
            });
        }
        return values;
    }

    /** The declared type of a key attribute, as derivation and the rules take it. */
    public static AttributeType keyType(TableDesign table, Entity entity, String keyAttribute) {
        return table.attributeType(keyAttribute).or(() -> entity.attribute(keyAttribute).map(AttributeDef::type))
                .orElse(AttributeType.S);
    }

    /** No template: fine for an index key (the item stays out of that sparse index), not for the table's. */
    private static TemplateStatus absent(TableDesign table, Entity entity, String keyAttribute) {
        if (!table.keySchema().contains(keyAttribute)) {
            return new TemplateStatus("", null, List.of());
        }
        return new TemplateStatus("", Severity.WARNING, List.of("No template: every item needs the table's "
                + keyAttribute + ", so " + entity.name() + "'s items get it only from values typed by hand"));
    }

    private static List<Problem> ruleProblems(TableDesign table, Entity entity, String keyAttribute,
            KeyTemplate template) {
        Entity alone = entity.withKeyTemplate(keyAttribute, template).withItems(List.of());
        TableDesign slim = table.withEntities(List.of(alone)).withItems(List.of()).withAccessPatterns(List.of())
                .withRelationships(List.of());
        String path = new ModelPath.EntityKey(table.name(), entity.name(), keyAttribute).print();
        return ModelValidator.validate(DataModel.of("", List.of(slim))).stream()
                .filter(p -> p.path().equals(path)).toList();
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
