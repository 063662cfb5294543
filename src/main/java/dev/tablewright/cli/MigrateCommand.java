package dev.tablewright.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code migrate …}: carry a live table from one design to the next (issue 27); {@code plan} first. */
@Command(name = "migrate", mixinStandardHelpOptions = true, subcommands = {MigratePlanCommand.class, MigrateDryRunCommand.class, MigrateApplyCommand.class},
        description = {"Migrations from one design to the next: plan the steps (each with why, cost and how to undo",
                "it) before anything runs, and dry-run a plan on the sample items. See docs/migrations.md."})
final class MigrateCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
