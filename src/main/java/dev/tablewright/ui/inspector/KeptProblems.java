package dev.tablewright.ui.inspector;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Problem;
import dev.tablewright.rules.ModelValidator;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What the rules find wrong with how an entity is kept: the problems at the entity that its keeping
 * brings, i.e. those the model has and would not have without it. The kept entities' rules report at
 * the entity itself, as its other rules do, so the keeping is told apart by taking it away.
 */
final class KeptProblems {
    private KeptProblems() {
    }

    /** One line per problem, worst first ("error: the aggregate … groups by nothing: …"); none when not kept. */
    static List<String> of(DataModel model, String table, String entity) {
        boolean kept = model.table(table).flatMap(t -> t.keptEntity(entity)).isPresent();
        if (!kept) {
            return List.of();
        }
        String path = new ModelPath.EntityPath(table, entity).print();
        DataModel without = model.withTable(table, t -> t.withKeptEntities(t.keptEntities().stream()
                .filter(k -> !k.entity().equals(entity)).toList()));
        Set<Problem> before = new HashSet<>(at(ModelValidator.validate(without), path));
        return at(ModelValidator.validate(model), path).stream().filter(p -> !before.contains(p))
                .sorted(Comparator.comparing(Problem::severity))
                .map(p -> p.severity().name().toLowerCase(Locale.ROOT) + ": " + p.message()).toList();
    }

    private static List<Problem> at(List<Problem> all, String path) {
        return all.stream().filter(p -> p.path().equals(path)).toList();
    }
}
