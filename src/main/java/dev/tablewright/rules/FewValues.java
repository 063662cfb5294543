package dev.tablewright.rules;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether an attribute of a table is enum-like (a status, a type, a flag): few values however many
 * items there are, so a partition key built from it alone gathers many items under each value.
 * An attribute is enum-like when it is declared BOOL, or when, not being an identifier,
 * at least {@link #MIN_SAMPLES} sample items of the table carry it with at most
 * {@link #MAX_VALUES} values between them.
 * An identifier is never enum-like: an attribute named like one ({@code id}, {@code customerId},
 * {@code order_id}) or one whose values tell some entity's items apart (each item its own value), as a
 * parent's id does for the parent's own items, however few parents the sample data has.
 */
final class FewValues {
    static final int MIN_SAMPLES = 5;
    static final int MAX_VALUES = 3;
    private static final Pattern ID_NAME = Pattern.compile("(?i:id)|.*[_-](?i:id)|.*[a-z0-9]Id|.*ID");

    /**
     * Why an attribute is enum-like: what the sample items say of it, or its declared type.
     *
     * @param items  the sample items that carry it
     * @param values the distinct values they hold
     */
    record Spread(String attribute, int items, int values, boolean declaredBoolean) {
    }

    private FewValues() {
    }

    /** The attribute's spread over the table's sample items when it is enum-like. */
    static Optional<Spread> enumLike(TableDesign table, String attribute) {
        if (ID_NAME.matcher(attribute).matches()) {
            return Optional.empty();
        }
        List<List<Item>> all = new ArrayList<>();
        all.add(table.items());
        table.entities().forEach(e -> all.add(e.items()));
        Spread spread = spread(all, attribute);
        if (declaredBoolean(table, attribute)) {
            return Optional.of(new Spread(attribute, spread.items(), spread.values(), true));
        }
        if (spread.items() < MIN_SAMPLES || spread.values() > MAX_VALUES || identifies(table, attribute)) {
            return Optional.empty();
        }
        return Optional.of(spread);
    }

    /** The attribute's spread over lists of items (a table's loose items and each entity's, uncopied). */
    static Spread spread(List<List<Item>> lists, String attribute) {
        Set<String> values = new HashSet<>();
        int carrying = 0;
        for (List<Item> items : lists) {
            for (Item item : items) {
                String text = KeyTemplate.textOf(item.attributes().get(attribute));
                if (text != null) {
                    carrying++;
                    values.add(text);
                }
            }
        }
        return new Spread(attribute, carrying, values.size(), false);
    }

    private static boolean declaredBoolean(TableDesign table, String attribute) {
        return table.attributeType(attribute).filter(t -> t == AttributeType.BOOL).isPresent()
                || table.entities().stream().flatMap(e -> e.attribute(attribute).stream())
                        .anyMatch(a -> a.type() == AttributeType.BOOL);
    }

    /** True when some entity's sample items (two or more) each carry their own value of the attribute. */
    private static boolean identifies(TableDesign table, String attribute) {
        for (Entity e : table.entities()) {
            Spread s = spread(List.of(e.items()), attribute);
            if (s.items() >= 2 && s.items() == e.items().size() && s.values() == s.items()) {
                return true;
            }
        }
        return false;
    }
}
