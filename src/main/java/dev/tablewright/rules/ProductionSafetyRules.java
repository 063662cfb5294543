package dev.tablewright.rules;

import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A table whose name looks like production's without point-in-time recovery or deletion protection,
 * the two settings that undo a bad write or a dropped table (AWS Security Hub's controls
 * DynamoDB.2, "DynamoDB tables should have point-in-time recovery enabled", and DynamoDB.6,
 * "DynamoDB tables should have deletion protection enabled"). A name looks like production's when
 * one of its words is prod, production, prd or live, in any case: words are split at anything not a letter or digit and at camelCase
 * humps ({@code orders-prod}, {@code ProdOrders}, {@code orders_PRD}, {@code live.sessions}), so
 * {@code products} or {@code Delivery} do not count.
 */
final class ProductionSafetyRules {
    private static final Set<String> PRODUCTION_WORDS = Set.of("prod", "production", "prd", "live");

    private ProductionSafetyRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        if (!looksLikeProduction(table.name())) {
            return;
        }
        String path = Paths.table(table.name());
        if (!table.settings().recovery().enabled()) {
            out.add(Problem.info(path, "table " + table.name() + " looks like a production table and has no "
                    + "point-in-time recovery: without it a bad write cannot be undone"));
        }
        if (!table.settings().deletionProtection()) {
            out.add(Problem.info(path, "table " + table.name() + " looks like a production table and has no "
                    + "deletion protection: one DeleteTable call drops it and its data"));
        }
    }

    static boolean looksLikeProduction(String name) {
        String words = name.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replaceAll("([A-Z])([A-Z][a-z])", "$1 $2");
        return Arrays.stream(words.split("[^A-Za-z0-9]+"))
                .anyMatch(w -> PRODUCTION_WORDS.contains(w.toLowerCase(Locale.ROOT)));
    }
}
