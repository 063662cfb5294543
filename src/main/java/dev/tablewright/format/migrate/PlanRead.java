package dev.tablewright.format.migrate;

import dev.tablewright.model.Problem;
import java.util.List;
import java.util.Optional;

/** What reading a plan file gave: the plan when it read without error, and every problem found. */
public record PlanRead(Optional<PlanFile> plan, List<Problem> problems) {
    public PlanRead {
        plan = plan == null ? Optional.empty() : plan;
        problems = List.copyOf(problems);
    }

    /** The first error as one line: "plan.json: $.tables[0].steps[2].kind: expected …". */
    public String firstError() {
        return problems.stream().filter(Problem::isError).findFirst()
                .map(p -> p.file() + ": " + (p.path().isEmpty() ? "" : p.path() + ": ") + p.message()).orElse("");
    }
}
