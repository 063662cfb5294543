package dev.tablewright.engine.coverage;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Entities × access patterns of one table, on its sample data: which read patterns return each
 * entity's items (or name it), which entities no pattern reaches, and the patterns that need a Scan or
 * whose filter discards most of what they read, each with the fixes {@link CoverageFixes} proposes.
 * Nothing here changes the model: a fix is an edit the user chooses to apply.
 */
public record Coverage(String table, List<PatternCoverage> patterns, Map<String, List<String>> patternsByEntity) {
    public Coverage {
        patterns = List.copyOf(patterns);
        Map<String, List<String>> copy = new LinkedHashMap<>();
        patternsByEntity.forEach((e, p) -> copy.put(e, List.copyOf(p)));
        patternsByEntity = Collections.unmodifiableMap(copy);
    }

    public static Coverage of(TableDesign table) {
        SampleTable sample = new SampleTable(table);
        List<PatternCoverage> all = new ArrayList<>();
        Map<String, List<String>> byEntity = new LinkedHashMap<>();
        table.entities().forEach(e -> byEntity.put(e.name(), new ArrayList<>()));
        for (AccessPattern p : table.accessPatterns()) {
            Reading r = sample.run(p);
            List<Finding> findings = Finding.of(table, p, r);
            all.add(new PatternCoverage(p, r, findings, findings.isEmpty() ? List.of()
                    : CoverageFixes.suggest(table, p, r, findings)));
            for (Entity e : table.entities()) {
                if (r.entities().contains(e.name()) || p.entityName().filter(e.name()::equals).isPresent()) {
                    byEntity.get(e.name()).add(p.name());
                }
            }
        }
        return new Coverage(table.name(), all, byEntity);
    }

    /** The entities no pattern names or returns, in entity order. */
    public List<String> uncoveredEntities() {
        return patternsByEntity.entrySet().stream().filter(e -> e.getValue().isEmpty()).map(Map.Entry::getKey).toList();
    }

    public List<PatternCoverage> flagged() {
        return patterns.stream().filter(PatternCoverage::flagged).toList();
    }

    public Optional<PatternCoverage> pattern(String name) {
        return patterns.stream().filter(p -> p.pattern().name().equals(name)).findFirst();
    }
}
