package dev.tablewright.sample;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * How to make one attribute's values: its kind, the existing categories to choose from (if any),
 * and the range numbers come from.
 *
 * @param rangeLearned the range is that of the model's own values, which then win over the kind's
 *                     defaults: a {@code startedAt} of epoch seconds stays epoch seconds, dates stay in
 *                     the years the model's dates are in (as epoch days; timestamps as epoch seconds)
 */
record ValueRecipe(AttributeKind kind, List<AttributeValue> choices, NumberRange range, boolean rangeLearned) {
    /** Kinds that name a category: the model's own few values are the categories. */
    private static final Set<AttributeKind> CATEGORIES = EnumSet.of(AttributeKind.STATUS, AttributeKind.DEVICE,
            AttributeKind.GENRE);

    ValueRecipe {
        choices = List.copyOf(choices);
    }

    static ValueRecipe of(AttributeKind named, AttributeType type, ExistingValues existing) {
        AttributeKind kind = named == AttributeKind.WORD ? existing.textShape().orElse(named) : named;
        // An unknown attribute whose values repeat a few (states, devices) takes those values too.
        boolean category = CATEGORIES.contains(kind);
        List<AttributeValue> choices = category || kind == AttributeKind.WORD ? existing.categories(type, category)
                : List.of();
        NumberRange fallback = kind.range() != null ? kind.range() : AttributeKind.NUMBER.range();
        Optional<NumberRange> learned = existing.numberRange().or(() -> existing.textRange(kind));
        NumberRange range = learned.map(r -> r.withScale(Math.max(r.scale(), fallback.scale()))).orElse(fallback);
        return new ValueRecipe(kind, choices, range, learned.isPresent());
    }
}
